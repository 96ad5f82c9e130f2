import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../db/schema/customers';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import {
  ANY_CLIENT,
  clearLoginThrottle,
  LOGIN_LOCK_MINUTES,
  MAX_LOGIN_FAILURES,
  MAX_LOGIN_FAILURES_PER_NAME,
  reserveLoginAttempt,
  throttleKey,
} from './login-throttle';

describe('the sign-in throttle', () => {
  let platform: TestPlatform;
  const resellerId = 1;
  const A = '203.0.113.7';
  const B = '198.51.100.23';
  const reserve = (name: string, client = A, reseller = resellerId) => reserveLoginAttempt(platform.database.db, reseller, name, client);
  const allowed = async (name: string, client = A, reseller = resellerId) => (await reserve(name, client, reseller)).allowed;
  const row = async (name: string, client = A) =>
    (
      await platform.database.db
        .select()
        .from(loginThrottles)
        .where(
          and(eq(loginThrottles.resellerId, resellerId), eq(loginThrottles.usernameKey, throttleKey(name)), eq(loginThrottles.clientKey, client)),
        )
    )[0];

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('lets exactly 5 of many simultaneous attempts from one address through', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => allowed('crowd@example.com')));
    expect(results.filter(Boolean)).toHaveLength(MAX_LOGIN_FAILURES);
    expect((await row('crowd@example.com'))!.lockedUntil).not.toBeNull();
  });

  it('locks a name for the address that failed only, and says how long the lock lasts', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) expect(await allowed('target@example.com', A)).toBe(true);
    const refused = await reserve('target@example.com', A);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan((LOGIN_LOCK_MINUTES - 1) * 60);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_LOCK_MINUTES * 60);
    }
    expect(await allowed('target@example.com', B)).toBe(true);
    expect(await allowed('other@example.com', A)).toBe(true);
  });

  it('does not count attempts refused for their address against the name everywhere', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES_PER_NAME * 2; i++) await reserve('hammered@example.com', A);
    expect((await row('hammered@example.com', ANY_CLIENT))!.failures).toBe(MAX_LOGIN_FAILURES);
    expect(await allowed('hammered@example.com', B)).toBe(true);
  });

  it('locks the name everywhere after 50 failures spread over many addresses', async () => {
    const addresses = Array.from({ length: MAX_LOGIN_FAILURES_PER_NAME / MAX_LOGIN_FAILURES }, (_, i) => `10.0.0.${i + 1}`);
    for (const address of addresses) {
      for (let i = 0; i < MAX_LOGIN_FAILURES; i++) expect(await allowed('spread@example.com', address)).toBe(true);
    }
    expect(await allowed('spread@example.com', '10.0.1.1')).toBe(false);
    expect(await allowed('spread@example.com', B)).toBe(false);
    expect(await allowed('unrelated@example.com', B)).toBe(true);
  });

  it('treats names that differ only in case and surrounding spaces as one', async () => {
    for (const name of ['Same@Example.com', ' same@example.com', 'SAME@EXAMPLE.COM ', 'same@example.com', 'Same@example.com']) {
      expect(await allowed(name)).toBe(true);
    }
    expect(await allowed('same@example.com')).toBe(false);
  });

  it('keeps the shops apart', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES + 1; i++) await reserve('shared@example.com');
    expect(await allowed('shared@example.com')).toBe(false);
    expect(await allowed('shared@example.com', A, resellerId + 1)).toBe(true);
  });

  it('starts a new window once 15 minutes have passed without a lock', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++) await reserve('slow@example.com');
    await platform.database.db
      .update(loginThrottles)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottles.usernameKey, 'slow@example.com'));
    expect(await allowed('slow@example.com')).toBe(true);
    expect((await row('slow@example.com'))!.failures).toBe(1);
  });

  it('starts afresh after a lock has run out; clearing forgets one address and the backstop, or everything', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES + 2; i++) await reserve('later@example.com');
    await platform.database.db
      .update(loginThrottles)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginThrottles.usernameKey, 'later@example.com'));
    expect(await allowed('later@example.com')).toBe(true);
    expect(await row('later@example.com')).toMatchObject({ failures: 1, lockedUntil: null });

    await reserve('later@example.com', B);
    await clearLoginThrottle(platform.database.db, resellerId, 'Later@Example.com', A);
    expect(await row('later@example.com', A)).toBeUndefined();
    expect(await row('later@example.com', ANY_CLIENT)).toBeUndefined();
    expect(await row('later@example.com', B)).toMatchObject({ failures: 1 });

    await clearLoginThrottle(platform.database.db, resellerId, 'later@example.com');
    expect(await row('later@example.com', B)).toBeUndefined();
  });
});
