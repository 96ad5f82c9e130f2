import { describe, expect, it } from 'vitest';
import { normaliseHost, normaliseShopHost, requestHostHeader } from './host';

describe('a shop host name to store', () => {
  it.each([
    ['shop.example.in', 'shop.example.in'],
    ['  Shop.Example.IN  ', 'shop.example.in'],
    ['shop.example.in:8443', 'shop.example.in'],
    ['shop.example.in.', 'shop.example.in'],
    ['myshop.localhost', 'myshop.localhost'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['xn--11b7ah1gn.xn--h2brj9c', 'xn--11b7ah1gn.xn--h2brj9c'],
    ['दुकान.भारत', 'xn--11b7ah1gn.xn--h2brj9c'],
  ])('keeps %s as %s', (raw, host) => {
    expect(normaliseShopHost(raw)).toBe(host);
  });

  it.each([
    '',
    ' ',
    'https://shop.in',
    'shop.in/path',
    'user@shop.in',
    'my shop.in',
    '-shop.in',
    'shop-.in',
    'shop..in',
    '[::1]',
    'shop.123',
    `${'a'.repeat(64)}.in`,
    'shop_1.in',
  ])('refuses %j', (raw) => {
    expect(normaliseShopHost(raw)).toBeNull();
  });
});

describe('looking a shop up by host', () => {
  it.each([
    ['shop2.localhost', 'shop2.localhost'],
    ['Shop2.Localhost:3000', 'shop2.localhost'],
    [' 127.0.0.1:3000 ', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
  ])('reads %s as %s', (raw, host) => {
    expect(normaliseHost(raw)).toBe(host);
  });

  it('takes the first X-Forwarded-Host entry, else Host', () => {
    const headers = (values: Record<string, string>) => new Headers(values);
    expect(requestHostHeader(headers({ host: 'internal:3000', 'x-forwarded-host': 'shop.example.in, proxy.local' }))).toBe('shop.example.in');
    expect(requestHostHeader(headers({ host: 'shop2.localhost:3000' }))).toBe('shop2.localhost:3000');
    expect(requestHostHeader(headers({}))).toBeUndefined();
  });
});
