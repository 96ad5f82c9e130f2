import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions } from '../account-tables';
import { hashSecret } from '../../shared/auth/secrets';
import { createTestPlatform, OPERATOR, OWNER1, OWNER2, SHOP1, SHOP2, SHOPPER1, type TestPlatform } from '../../testing/test-platform';

describe('console sign-in and sessions', () => {
  let platform: TestPlatform;
  const signIn = (json: unknown, host = SHOP1, headers?: Record<string, string>) =>
    platform.call('POST', '/api/console/sign_in', { host, json, headers });
  const me = (token?: string, host = SHOP1) => platform.call('GET', '/api/console/me', { host, token });

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it("signs a demo owner in on their shop's host and answers who they are", async () => {
    const result = await signIn({ email: ' Owner@Example.com ', password: OWNER1.password });
    expect(result.status).toBe(200);
    expect(result.body.admin).toEqual({ email: OWNER1.email, name: 'Apna Bazaar Owner', role: 'owner', shopName: 'Apna Bazaar' });
    const row = await platform.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashSecret(result.body.token)));
    expect(row).toHaveLength(1);
    expect((await me(result.body.token)).body.admin.email).toBe(OWNER1.email);
  });

  it("refuses another shop's owner on this host like a wrong password", async () => {
    const wrongHost = await signIn({ email: OWNER2.email, password: OWNER2.password }, SHOP1, { 'x-forwarded-for': '10.0.0.1' });
    const wrongPassword = await signIn({ email: OWNER1.email, password: 'nope-nope' }, SHOP1, { 'x-forwarded-for': '10.0.0.1' });
    expect(wrongHost.status).toBe(401);
    expect(wrongHost.body).toEqual({ status: 'false', message: 'The email or password is incorrect.', field: 'password' });
    expect(wrongPassword.body).toEqual(wrongHost.body);
  });

  it('answers 400 naming the field for a missing email', async () => {
    const result = await signIn({ password: 'x' });
    expect(result.status).toBe(400);
    expect(result.body.field).toBe('email');
  });

  it("refuses a session of one shop on another shop's host (403) and no session or a shopper's token (401)", async () => {
    const ownerToken = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    expect((await me(ownerToken, SHOP2)).status).toBe(403);
    expect((await me(undefined)).status).toBe(401);
    const shopperToken = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    const asShopper = await me(shopperToken);
    expect(asShopper.status).toBe(401);
    expect(asShopper.body.message).toBe('Please sign in to the console.');
  });

  it('lets an operator in on any shop, bound to the host it signed in on', async () => {
    const token = await platform.consoleSignIn(OPERATOR.email, OPERATOR.password, SHOP2);
    const result = await me(token, SHOP2);
    expect(result.body.admin).toMatchObject({ role: 'operator', shopName: 'Kesari Mart' });
    expect((await me(token, SHOP1)).status).toBe(403);
  });

  it('revokes the session on sign-out', async () => {
    const token = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
    const out = await platform.call('POST', '/api/console/sign_out', { host: SHOP2, token });
    expect(out.body).toEqual({ status: 'true', message: 'You are signed out of the console.' });
    expect((await me(token, SHOP2)).status).toBe(401);
  });

  it('throttles guesses: the sixth wrong password from one address is a 429 with Retry-After', async () => {
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    for (let i = 0; i < 5; i++) expect((await signIn({ email: OWNER1.email, password: `wrong-${i}` }, SHOP1, headers)).status).toBe(401);
    const sixth = await signIn({ email: OWNER1.email, password: OWNER1.password }, SHOP1, headers);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // The shopper sign-in of the same shop is not locked by console guesses.
    expect(await platform.signIn(SHOPPER1.email, SHOPPER1.password)).toBeTruthy();
  });
});
