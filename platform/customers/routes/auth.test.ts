import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_EMAIL_MESSAGE, INVALID_GRANT_DESCRIPTION, WRONG_OLD_PASSWORD_MESSAGE } from '../contract/auth';
import { UNAUTHORIZED_MESSAGE } from '../../shared/contract/common';
import { PHONE_MESSAGE } from '../contract/registration-rules';
import { accessTokens, customers, loginThrottles } from '../tables';
import { DUPLICATE_MOBILE_MESSAGE } from '../customers';
import { createTestPlatform, SHOP1, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from '../../testing/test-platform';

const UNAUTHORIZED = { Message: UNAUTHORIZED_MESSAGE };
const INVALID_GRANT = { error: 'invalid_grant', error_description: INVALID_GRANT_DESCRIPTION };
const THROTTLED = { error: 'invalid_grant', error_description: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' };

describe('accounts and sessions', () => {
  let platform: TestPlatform;
  let shop1: number;
  let shop2: number;
  let mobileSeq = 7000000000;

  const newShopper = (email: string, overrides: Record<string, unknown> = {}) => ({
    firstname: 'Meera',
    lastname: 'Iyer',
    email,
    mobileno: String(mobileSeq++),
    password: 'Meera@2024',
    ...overrides,
  });
  const register = (json: unknown, host = SHOP1) => platform.call('POST', '/api/insert_customer', { host, json });
  const token = (username: string, password: string, host = SHOP1, headers?: Record<string, string>) =>
    platform.call('POST', '/token', { host, headers, form: { username, password, grant_type: 'password' } });
  const profile = (accessToken?: string, host = SHOP1) => platform.call('POST', '/api/User_profile', { host, token: accessToken, json: {} });
  const customerRow = async (shopId: number, email: string) =>
    (
      await platform.database.db
        .select()
        .from(customers)
        .where(and(eq(customers.shopId, shopId), eq(customers.email, email)))
    )[0];

  beforeAll(async () => {
    platform = await createTestPlatform();
    shop1 = (await platform.context.resellers.byHost(SHOP1))!.id;
    shop2 = (await platform.context.resellers.byHost(SHOP2))!.id;
  });
  afterAll(() => platform.close());

  describe('POST /api/insert_customer', () => {
    it('registers a shopper with a trimmed, lower-case email and a hashed password', async () => {
      const result = await register(newShopper('  Meera.Iyer@Example.COM ', { firstname: ' Meera ', mobileno: '9000000001' }));
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ status: 'true', message: 'Registration successful!' });
      const row = await customerRow(shop1, 'meera.iyer@example.com');
      expect(row).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', mobile: '9000000001' });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await token('MEERA.IYER@example.com', 'Meera@2024')).status).toBe(200);
    });

    it.each([
      [{ firstname: '  ' }, 'firstname', 'First name is required.'],
      [{ lastname: '' }, 'lastname', 'Last name is required.'],
      [{ email: ' ' }, 'email', 'Email is required.'],
      [{ email: 'meera@' }, 'email', 'Please enter a valid email address.'],
      [{ password: '' }, 'password', 'Password is required.'],
      [{ password: 'Ab1defg' }, 'password', 'Password must be at least 8 characters long.'],
      [{ password: 'Abcdefgh123456789' }, 'password', 'Password must not exceed 16 characters.'],
      [{ password: 'abcdefg1' }, 'password', 'Password must contain at least one uppercase letter.'],
      [{ password: 'ABCDEFG1' }, 'password', 'Password must contain at least one lowercase letter.'],
      [{ password: 'Abcdefgh' }, 'password', 'Password must contain at least one number.'],
      [{ mobileno: '98765 4321' }, 'mobileno', PHONE_MESSAGE],
    ])('refuses %o with the spec message', async (change, field, message) => {
      const shopper = newShopper('rules@example.com', change);
      const result = await register(shopper);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ status: 'false', message, field });
      expect(await customerRow(shop1, 'rules@example.com')).toBeUndefined();
    });

    it('refuses a second account with the same email (any case) in the same shop with 409', async () => {
      const result = await register(newShopper('PRIYA@example.com'));
      expect(result.status).toBe(409);
      expect(result.body).toEqual({ status: 'false', message: DUPLICATE_EMAIL_MESSAGE, field: 'email' });
    });

    it('lets the same email register in the other shop: customers belong to one shop', async () => {
      expect((await register(newShopper('both@example.com', { password: 'First@2024' }), SHOP1)).status).toBe(200);
      expect((await register(newShopper('both@example.com', { password: 'Second@2024' }), SHOP2)).status).toBe(200);
      expect(await customerRow(shop1, 'both@example.com')).toBeDefined();
      expect(await customerRow(shop2, 'both@example.com')).toBeDefined();
      expect((await token('both@example.com', 'First@2024', SHOP1)).status).toBe(200);
      expect((await token('both@example.com', 'First@2024', SHOP2)).body).toEqual(INVALID_GRANT);
      expect((await token('both@example.com', 'Second@2024', SHOP2)).status).toBe(200);
    });

    it('refuses a mobile number that already signs in to an account of this shop', async () => {
      const result = await register(newShopper('other-priya@example.com', { mobileno: '9876501234' }));
      expect(result.status).toBe(409);
      expect(result.body).toEqual({ status: 'false', message: DUPLICATE_MOBILE_MESSAGE, field: 'mobileno' });
    });

    it('creates one account when the same email registers twice at once', async () => {
      const results = await Promise.all(Array.from({ length: 5 }, (_, i) => register(newShopper('race@example.com', { mobileno: `900000010${i}` }))));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const rows = await platform.database.db.select().from(customers).where(eq(customers.email, 'race@example.com'));
      expect(rows).toHaveLength(1);
    });

    it('creates one account when the same mobile registers twice at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) => register(newShopper(`mobile-race-${i}@example.com`, { mobileno: '9000000200' }))),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409).every((r) => r.body.message === DUPLICATE_MOBILE_MESSAGE)).toBe(true);
      const rows = await platform.database.db.select().from(customers).where(eq(customers.mobile, '9000000200'));
      expect(rows).toHaveLength(1);
    });

    it('answers 400 naming the field for malformed bodies', async () => {
      const notJson = await platform.call('POST', '/api/insert_customer', {
        body: '{"firstname": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).toBe(400);
      expect(notJson.body).toEqual({ status: 'false', message: 'The request body must be valid JSON.' });

      const numbers = await register(newShopper('types@example.com', { mobileno: [98765, 43210] }));
      expect(numbers.status).toBe(400);
      expect(numbers.body.field).toBe('mobileno');

      const missing = await register({ firstname: 'Meera' });
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('lastname');

      const huge = await register(newShopper('huge@example.com', { firstname: 'x'.repeat(2 * 1024 * 1024) }));
      expect(huge.status).toBe(400);
      expect(huge.body.field).toBe('firstname');
      expect(await customerRow(shop1, 'huge@example.com')).toBeUndefined();
    });
  });

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

  describe('POST /api/Logout', () => {
    const logout = (accessToken?: string, host = SHOP1) => platform.call('POST', '/api/Logout', { host, token: accessToken });
    const orders = (accessToken: string) => platform.call('GET', '/api/Get_OrderDetails', { token: accessToken });

    it('revokes the token it is called with: every bearer call with it answers 401 afterwards', async () => {
      expect((await register(newShopper('leaving@example.com'))).status).toBe(200);
      const leaving = await platform.signIn('leaving@example.com', 'Meera@2024');
      const otherDevice = await platform.signIn('leaving@example.com', 'Meera@2024');
      expect((await orders(leaving)).status).toBe(200);

      const out = await logout(leaving);
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ status: 'true', message: 'You are logged out.' });

      for (const after of [await orders(leaving), await profile(leaving), await platform.call('GET', '/api/Get_AllAddress', { token: leaving })]) {
        expect(after.status).toBe(401);
        expect(after.body).toEqual(UNAUTHORIZED);
      }
      expect((await logout(leaving)).body).toEqual(UNAUTHORIZED);
      // Signing out on one device leaves the shopper's other sessions alone.
      expect((await orders(otherDevice)).status).toBe(200);
      expect((await profile(otherDevice)).status).toBe(200);
    });

    it('answers 401 without a token, and for a token of the other shop without revoking it', async () => {
      expect(await logout()).toMatchObject({ status: 401, body: UNAUTHORIZED });
      const shop2Token = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
      expect(await logout(shop2Token, SHOP1)).toMatchObject({ status: 401, body: UNAUTHORIZED });
      expect((await profile(shop2Token, SHOP2)).status).toBe(200);
    });
  });

  describe('bearer tokens', () => {
    it('answers 401 with the legacy body for a missing header and a wrong token', async () => {
      const missing = await platform.call('POST', '/api/User_profile', { json: {} });
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual(UNAUTHORIZED);
      const wrong = await profile('not-a-token');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(UNAUTHORIZED);
    });

    it('answers 401 for an expired token', async () => {
      const accessToken = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
      expect((await profile(accessToken)).status).toBe(200);
      const { hashSecret } = await import('../../shared/auth/secrets');
      await platform.database.db
        .update(accessTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(accessTokens.tokenHash, hashSecret(accessToken)));
      const result = await profile(accessToken);
      expect(result.status).toBe(401);
      expect(result.body).toEqual(UNAUTHORIZED);
    });

    it('answers 401 for a revoked token', async () => {
      const accessToken = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
      const { revokeToken } = await import('../../shared/auth/tokens');
      const priya = (await customerRow(shop1, SHOPPER1.email))!;
      await revokeToken(platform.database.db, shop1, priya.id, accessToken);
      expect((await profile(accessToken)).body).toEqual(UNAUTHORIZED);
    });

    it('answers 401 for a token of the other shop', async () => {
      const shop2Token = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
      expect((await profile(shop2Token, SHOP2)).status).toBe(200);
      const result = await profile(shop2Token, SHOP1);
      expect(result.status).toBe(401);
      expect(result.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('POST /api/CustomerPasswordChange', () => {
    const change = (json: unknown, host = SHOP1) => platform.call('POST', '/api/CustomerPasswordChange', { host, json });

    it('answers 401 with the legacy body for an unknown token and a token of the other shop', async () => {
      const unknown = await change({ userid: 'no-such-token', old_password: 'Meera@2024', new_password: 'Newer@2024' });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(UNAUTHORIZED);
      const shop2Token = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
      const foreign = await change({ userid: shop2Token, old_password: SHOPPER2.password, new_password: 'Newer@2024' }, SHOP1);
      expect(foreign.status).toBe(401);
      expect(foreign.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a wrong old password, a weak new one and a missing field', async () => {
      expect((await register(newShopper('changer@example.com'))).status).toBe(200);
      const accessToken = await platform.signIn('changer@example.com', 'Meera@2024');
      const before = (await customerRow(shop1, 'changer@example.com'))!.passwordHash;

      const wrongOld = await change({ userid: accessToken, old_password: 'Wrong@2024', new_password: 'Newer@2024' });
      expect(wrongOld.status).toBe(400);
      expect(wrongOld.body).toEqual({ status: 'false', message: WRONG_OLD_PASSWORD_MESSAGE, field: 'old_password' });

      const weak = await change({ userid: accessToken, old_password: 'Meera@2024', new_password: 'newer@abcd' });
      expect(weak.status).toBe(400);
      expect(weak.body).toEqual({ status: 'false', message: 'Password must contain at least one uppercase letter.', field: 'new_password' });

      const missing = await change({ userid: accessToken, old_password: 'Meera@2024' });
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('new_password');

      expect((await customerRow(shop1, 'changer@example.com'))!.passwordHash).toBe(before);
    });

    it('changes the password, keeps the session used and signs out every other one', async () => {
      expect((await register(newShopper('rotate@example.com'))).status).toBe(200);
      const used = await platform.signIn('rotate@example.com', 'Meera@2024');
      const other = await platform.signIn('rotate@example.com', 'Meera@2024');

      const result = await change({ userid: used, old_password: 'Meera@2024', new_password: 'Rotated@2025' });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ status: 'true', message: 'Password updated successfully.' });

      expect((await profile(used)).status).toBe(200);
      expect((await profile(other)).body).toEqual(UNAUTHORIZED);
      expect((await token('rotate@example.com', 'Meera@2024')).body).toEqual(INVALID_GRANT);
      expect((await token('rotate@example.com', 'Rotated@2025')).status).toBe(200);
    });
  });
});
