import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_OLD_PASSWORD_MESSAGE } from '../contract/auth';
import { accessTokens } from '../tables';
import { SHOP1, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from '../../testing/test-platform';
import { accountCalls, INVALID_GRANT, setUpAccounts, UNAUTHORIZED } from '../../testing/accounts-test-kit';

describe('accounts and sessions', () => {
  let platform: TestPlatform;
  let shop1: number;
  const { newShopper, register, token, profile, customerRow } = accountCalls(() => platform);

  beforeAll(async () => {
    ({ platform, shop1 } = await setUpAccounts());
  });
  afterAll(() => platform.close());

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
