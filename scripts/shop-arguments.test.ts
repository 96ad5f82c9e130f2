import { describe, expect, it } from 'vitest';
import { brandingOf, parseShopCommand } from './shop-arguments';

describe('the shop command line', () => {
  it('reads a command of one or two words and its options', () => {
    const add = parseShopCommand(['add', '--host', 'a.in', '--host', 'www.a.in', '--name', 'A Shop', '--markup', '12', '--owner-email', 'o@a.in']);
    expect(add).toEqual({
      kind: 'run',
      command: 'add',
      values: { host: ['a.in', 'www.a.in'], name: 'A Shop', markup: '12', 'owner-email': 'o@a.in' },
    });
    expect(parseShopCommand(['host', 'remove', '--host', 'a.in'])).toEqual({ kind: 'run', command: 'host remove', values: { host: ['a.in'] } });
  });

  it('takes the email of a password command as its last word or as --email', () => {
    expect(parseShopCommand(['owner', 'password', '--shop', 'a.in', 'o@a.in'])).toEqual({
      kind: 'run',
      command: 'owner password',
      values: { shop: 'a.in', email: 'o@a.in' },
    });
    expect(parseShopCommand(['operator', 'password', '--email', 'ops@a.in', '--password', 'Operator@2031'])).toEqual({
      kind: 'run',
      command: 'operator password',
      values: { email: 'ops@a.in', password: 'Operator@2031' },
    });
    expect(parseShopCommand(['list', 'o@a.in'])).toMatchObject({ kind: 'error', message: expect.stringContaining('Unknown command "list o@a.in"') });
  });

  it('maps the branding options to the contract’s names', () => {
    const parsed = parseShopCommand(['set', '--shop', 'a', '--primary', '#112233', '--mobile', '9876543210', '--promise', 'Pay on Delivery']);
    if (parsed.kind !== 'run') throw new Error(parsed.kind);
    expect(brandingOf(parsed.values)).toMatchObject({
      theme: { primary: '#112233' },
      contact: { mobile: '9876543210' },
      deliveryPromise: 'Pay on Delivery',
    });
  });

  it('answers help for --help on any command', () => {
    expect(parseShopCommand(['--help'])).toEqual({ kind: 'help' });
    expect(parseShopCommand(['add', '-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], 'Which command?'],
    [['frob'], 'Unknown command "frob"'],
    [['host'], 'Unknown command "host"'],
    [['add', '--colour', 'red'], "Unknown option '--colour'"],
    [['host', 'remove', '--host', 'a.in', '--markup', '5'], '--markup is not an option of "host remove"'],
    [['operator', 'add', '--shop', 'a', '--role', 'owner'], '--shop, --role are not options of "operator add"'],
    [['add', '--name'], "Option '--name <value>' argument missing"],
  ])('refuses %j with a message saying what is wrong', (args, message) => {
    const parsed = parseShopCommand(args);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toContain(message);
  });
});
