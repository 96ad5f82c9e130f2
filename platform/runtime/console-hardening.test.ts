import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../shared/auth/passwords';
import { adminAccounts } from '../shops/account-tables';
import { addShopAccount } from '../shops/admin-accounts';
import { createTestPlatform, OPERATOR, OWNER1, OWNER2, SHOP1, SHOP2, type TestPlatform } from '../testing/test-platform';

const OPERATOR_REFUSAL =
  "This email belongs to a platform operator, who can already sign in to every shop's console. It cannot be added to a shop's team.";
const BAD_CREDENTIALS = { status: 'false', message: 'The email or password is incorrect.', field: 'password' };

describe('the console cannot be locked, shadowed or guessed at', () => {
  let platform: TestPlatform;
  const signIn = (email: string, password: string, host = SHOP1, headers?: Record<string, string>) =>
    platform.call('POST', '/api/console/sign_in', { host, json: { email, password }, headers });
  /** A request as the standalone platform gets it: over a socket from `peer` (hono/node-server's env). */
  const overSocket = async (peer: string, path: string, init: { json?: unknown; headers?: Record<string, string> }, host = SHOP1) => {
    const headers = { host, 'content-type': 'application/json', ...init.headers };
    const body = init.json === undefined ? undefined : JSON.stringify(init.json);
    const response = await platform.app.request(
      `http://${host}${path}`,
      { method: 'POST', headers, body },
      { incoming: { socket: { remoteAddress: peer } } },
    );
    return { status: response.status, body: await response.json(), headers: response.headers };
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('lets the owner in with the right password from a new address after 55 wrong ones from 55 addresses', async () => {
    for (let a = 0; a < 55; a++) {
      const wrong = await signIn(OWNER2.email, `Wrong@${a}`, SHOP2, { 'x-forwarded-for': `192.0.2.${a + 1}` });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(BAD_CREDENTIALS);
    }
    const owner = await signIn(OWNER2.email, OWNER2.password, SHOP2, { 'x-forwarded-for': '198.51.100.7' });
    expect(owner.status).toBe(200);
    expect(owner.body.admin).toMatchObject({ email: OWNER2.email, role: 'owner' });
  });

  it('still makes one address wait after 5 wrong passwords from it, even with the right one', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 5; i++) expect((await signIn(OWNER2.email, `Wrong@${i}`, SHOP2, from)).status).toBe(401);
    const waited = await signIn(OWNER2.email, OWNER2.password, SHOP2, from);
    expect(waited.status).toBe(429);
    expect(waited.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('believes X-Forwarded-For only from a trusted proxy: made-up addresses from one socket are that socket', async () => {
    for (let i = 0; i < 5; i++) {
      const madeUp = { 'x-forwarded-for': `10.20.30.${i + 1}` };
      const wrong = await overSocket('203.0.113.50', '/api/console/sign_in', {
        json: { email: OWNER1.email, password: `Wrong@${i}` },
        headers: madeUp,
      });
      expect(wrong.status).toBe(401);
    }
    const sixth = await overSocket('203.0.113.50', '/api/console/sign_in', {
      json: { email: OWNER1.email, password: OWNER1.password },
      headers: { 'x-forwarded-for': '10.20.30.99' },
    });
    expect(sixth.status).toBe(429);
    // A storefront or nginx on loopback (trusted by default) speaks for its client: that client is not the socket above.
    const viaProxy = await overSocket('127.0.0.1', '/api/console/sign_in', {
      json: { email: OWNER1.email, password: OWNER1.password },
      headers: { 'x-forwarded-for': '203.0.113.51' },
    });
    expect(viaProxy.status).toBe(200);
    // ... and only from the right: an entry the client put in front is not believed.
    const spoofed = await overSocket('127.0.0.1', '/api/console/sign_in', {
      json: { email: OWNER1.email, password: OWNER1.password },
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.50' },
    });
    expect(spoofed.status).toBe(429);
  });

  it("refuses to invite an operator's email to a shop's team, and so does `npm run shop`", async () => {
    const owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password, SHOP1);
    const invite = await platform.call('POST', '/api/console/team/invite', {
      token: owner,
      json: { email: ' Operator@Example.com ', name: 'Not me' },
    });
    expect(invite.status).toBe(409);
    expect(invite.body).toMatchObject({ status: 'false', message: OPERATOR_REFUSAL, field: 'email' });
    await expect(addShopAccount(platform.database.db, SHOP2, { email: OPERATOR.email, role: 'admin' })).rejects.toThrow(OPERATOR_REFUSAL);
    const shadows = await platform.database.db
      .select()
      .from(adminAccounts)
      .where(and(eq(adminAccounts.email, OPERATOR.email), isNotNull(adminAccounts.shopId)));
    expect(shadows).toEqual([]);
    // The operator still signs in on that shop's host as the operator.
    const operator = await signIn(OPERATOR.email, OPERATOR.password);
    expect(operator.body.admin).toMatchObject({ email: OPERATOR.email, role: 'operator' });
  });

  it("never lets a shop account made before that rule hide the operator's: each password signs in as its account", async () => {
    await platform.database.db
      .insert(adminAccounts)
      .values({ shopId: 1, role: 'admin', email: OPERATOR.email, name: 'Shadow', passwordHash: await hashPassword('Shadow@2024') });
    const operator = await signIn(OPERATOR.email, OPERATOR.password, SHOP1, { 'x-forwarded-for': '198.51.100.40' });
    expect(operator.status).toBe(200);
    expect(operator.body.admin).toMatchObject({ role: 'operator', name: expect.not.stringMatching('Shadow') });
    const shadow = await signIn(OPERATOR.email, 'Shadow@2024', SHOP1, { 'x-forwarded-for': '198.51.100.40' });
    expect(shadow.body.admin).toMatchObject({ role: 'admin', name: 'Shadow' });
    expect((await signIn(OPERATOR.email, 'Neither@2024', SHOP1, { 'x-forwarded-for': '198.51.100.40' })).body).toEqual(BAD_CREDENTIALS);
  });

  it('makes an address that sent 5 wrong admin keys wait, even with the right key; right keys are never counted', async () => {
    const call = (peer: string, key: string) => overSocket(peer, '/api/admin/branding', { json: { theme: {} }, headers: { 'x-admin-key': key } });
    const right = await Promise.all(Array.from({ length: 8 }, () => call('203.0.113.60', 'test-admin-key')));
    expect(right.map((result) => result.status).filter((status) => status === 401 || status === 429)).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await call('203.0.113.60', `guess-${i}`)).body).toEqual({ status: 'false', message: 'Admin key required.' });
    const waited = await call('203.0.113.60', 'test-admin-key');
    expect(waited.status).toBe(429);
    expect(waited.body.message).toBe('Too many wrong admin keys from this address. Please wait 15 minutes and try again.');
    expect(Number(waited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await call('203.0.113.61', 'test-admin-key')).status).not.toBe(429);
  });
});
