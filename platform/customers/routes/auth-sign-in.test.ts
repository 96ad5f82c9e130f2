import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_GRANT_DESCRIPTION } from '../contract/auth';
import { loginThrottles } from '../tables';
import { SHOP1, SHOPPER1, SHOPPER2, type TestPlatform } from '../../testing/test-platform';
import { accountCalls, INVALID_GRANT, setUpAccounts, THROTTLED } from '../../testing/accounts-test-kit';

describe('accounts and sessions', () => {
  let platform: TestPlatform;
  let shop1: number;
  const { newShopper, register, token, profile } = accountCalls(() => platform);

  beforeAll(async () => {
    ({ platform, shop1 } = await setUpAccounts());
  });
  afterAll(() => platform.close());

  describe('POST /token', () => {
    it('signs in by email in any case and answers a bearer token that opens the profile', async () => {
      const result = await token('  Priya@Example.com', SHOPPER1.password);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: platform.context.config.tokenTtlSeconds });
      const me = await profile(result.body.access_token);
      expect(me.status).toBe(200);
      expect(me.body).toEqual({
        status: 'true',
        Message: 'Success',
        data: [{ user_name: 'Priya Sharma', emailid: 'priya@example.com', mobileno: '9876501234' }],
      });
    });

    it('signs in by the 10-digit mobile number', async () => {
      const result = await token('9876501234', SHOPPER1.password);
      expect(result.status).toBe(200);
      expect((await profile(result.body.access_token)).body.data[0].emailid).toBe('priya@example.com');
    });

    it('answers one generic 400 for a wrong password, an unknown user and a shopper of the other shop', async () => {
      const wrong = await token(SHOPPER1.email, 'Wrong@2024');
      const unknown = await token('nobody@example.com', 'Wrong@2024');
      const foreign = await token(SHOPPER2.email, SHOPPER2.password, SHOP1);
      for (const result of [wrong, unknown, foreign]) {
        expect(result.status).toBe(400);
        expect(result.body).toEqual(INVALID_GRANT);
      }
    });

    it('refuses other grant types and missing fields in OAuth terms', async () => {
      const grant = await platform.call('POST', '/token', {
        form: { username: SHOPPER1.email, password: SHOPPER1.password, grant_type: 'client_credentials' },
      });
      expect(grant.status).toBe(400);
      expect(grant.body.error).toBe('unsupported_grant_type');

      const noGrant = await platform.call('POST', '/token', { form: { username: SHOPPER1.email, password: SHOPPER1.password } });
      expect(noGrant.status).toBe(400);
      expect(noGrant.body).toEqual({ error: 'invalid_request', error_description: 'The grant_type parameter is required.' });

      const noUser = await platform.call('POST', '/token', { form: { password: SHOPPER1.password, grant_type: 'password' } });
      expect(noUser.status).toBe(400);
      expect(noUser.body).toEqual({ error: 'invalid_request', error_description: 'The username parameter is required.' });

      const noPassword = await platform.call('POST', '/token', { form: { username: SHOPPER1.email, password: '', grant_type: 'password' } });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body).toEqual({ error: 'invalid_request', error_description: 'The password parameter is required.' });
    });

    it('locks a name after 5 failures from one address, telling that address to wait, until the lock has passed', async () => {
      expect((await register(newShopper('locked@example.com', { password: 'Locked@2024' }))).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await token('locked@example.com', `Wrong@${i}000`)).body).toEqual(INVALID_GRANT);

      const refused = await token('Locked@Example.com', 'Locked@2024');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(THROTTLED);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      const [row] = await platform.database.db
        .select()
        .from(loginThrottles)
        .where(and(eq(loginThrottles.shopId, shop1), eq(loginThrottles.usernameKey, 'locked@example.com'), eq(loginThrottles.clientKey, 'unknown')));
      expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

      await platform.database.db
        .update(loginThrottles)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(and(eq(loginThrottles.shopId, shop1), eq(loginThrottles.usernameKey, 'locked@example.com')));
      expect((await token('locked@example.com', 'Locked@2024')).status).toBe(200);
      // The address's count is lifted; the count over every address (which only slows, never locks) stays.
      const left = await platform.database.db.select().from(loginThrottles).where(eq(loginThrottles.usernameKey, 'locked@example.com'));
      expect(left.map((row) => [row.clientKey, row.failures])).toEqual([['*', 5]]);
    });

    it('counts wrong passwords per address: five from A lock A only, the right password from B signs in', async () => {
      expect((await register(newShopper('targeted@example.com', { password: 'Target@2024' }))).status).toBe(200);
      const from = (address: string) => ({ 'X-Forwarded-For': `${address}, 10.0.0.1` });
      for (let i = 0; i < 5; i++) expect((await token('targeted@example.com', 'Wrong@2024', SHOP1, from('203.0.113.7'))).body).toEqual(INVALID_GRANT);

      const sixth = await token('targeted@example.com', 'Target@2024', SHOP1, from('203.0.113.7'));
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual(THROTTLED);

      const elsewhere = await token('targeted@example.com', 'Target@2024', SHOP1, from('198.51.100.23'));
      expect(elsewhere.status).toBe(200);
      expect((await profile(elsewhere.body.access_token)).status).toBe(200);
      // A is still locked: the right password from B lifted only B's count.
      expect((await token('targeted@example.com', 'Target@2024', SHOP1, from('203.0.113.7'))).status).toBe(429);
    });

    it('never locks the owner out: after 55 wrong passwords from 55 addresses the right one from a new address signs in', async () => {
      expect((await register(newShopper('spread@example.com', { password: 'Spread@2024' }))).status).toBe(200);
      for (let a = 0; a < 55; a++) {
        const wrong = await token('spread@example.com', 'Wrong@2024', SHOP1, { 'X-Forwarded-For': `192.0.2.${a + 1}` });
        expect(wrong.body).toEqual(INVALID_GRANT);
      }
      const fresh = await token('spread@example.com', 'Spread@2024', SHOP1, { 'X-Forwarded-For': '198.51.100.99' });
      expect(fresh.status).toBe(200);
      expect((await profile(fresh.body.access_token)).status).toBe(200);
      // The guessers stay slowed: the count over every address is not lifted by the owner's sign-in.
      const [backstop] = await platform.database.db
        .select()
        .from(loginThrottles)
        .where(and(eq(loginThrottles.usernameKey, 'spread@example.com'), eq(loginThrottles.clientKey, '*')));
      expect(backstop).toMatchObject({ failures: 55, lockedUntil: null });
    });

    it('counts failures for names that have no account, so a lock reveals nothing', async () => {
      for (let i = 0; i < 5; i++) expect((await token('ghost@example.com', 'Wrong@2024')).body).toEqual(INVALID_GRANT);
      const [row] = await platform.database.db
        .select()
        .from(loginThrottles)
        .where(and(eq(loginThrottles.usernameKey, 'ghost@example.com'), eq(loginThrottles.clientKey, 'unknown')));
      expect(row).toMatchObject({ shopId: shop1, failures: 5 });
      expect(row!.lockedUntil).not.toBeNull();
      expect((await token('ghost@example.com', 'Wrong@2024')).body).toEqual(THROTTLED);
    });

    it('clears the failures on a successful sign-in', async () => {
      expect((await register(newShopper('forgetful@example.com'))).status).toBe(200);
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 4; i++) expect((await token('forgetful@example.com', 'Wrong@2024')).status).toBe(400);
        expect((await token('forgetful@example.com', 'Meera@2024')).status).toBe(200);
      }
    });

    it('holds the limit when many wrong passwords arrive at once', async () => {
      expect((await register(newShopper('burst@example.com'))).status).toBe(200);
      const results = await Promise.all(Array.from({ length: 12 }, () => token('burst@example.com', 'Wrong@2024')));
      expect(results.filter((r) => r.status === 400).every((r) => r.body.error_description === INVALID_GRANT_DESCRIPTION)).toBe(true);
      expect(results.map((r) => r.status).sort()).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
      expect((await token('burst@example.com', 'Meera@2024')).body).toEqual(THROTTLED);
    });
  });
});
