import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../../customers/tables';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import {
  ANY_CLIENT,
  clearLoginThrottle,
  failureDelayMs,
  FREE_FAILURES_PER_NAME,
  LOGIN_LOCK_MINUTES,
  lockedSeconds,
  MAX_LOGIN_FAILURES,
  reserveLoginAttempt,
  slowDownFailure,
  throttleKey,
} from './login-throttle';

describe('the sign-in throttle', () => {
  let platform: TestPlatform;
  const shopId = 1;
  const A = '203.0.113.7';
  const B = '198.51.100.23';
  const reserve = (name: string, client = A, reseller = shopId) => reserveLoginAttempt(platform.database.db, reseller, name, client);
  const allowed = async (name: string, client = A, reseller = shopId) => (await reserve(name, client, reseller)).allowed;
  const row = async (name: string, client = A) =>
    (
      await platform.database.db
        .select()
        .from(loginThrottles)
        .where(and(eq(loginThrottles.shopId, shopId), eq(loginThrottles.usernameKey, throttleKey(name)), eq(loginThrottles.clientKey, client)))
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

  it('never locks a name everywhere: 55 failures from 55 addresses leave a new address free to try', async () => {
    for (let i = 0; i < 55; i++) {
      expect(await allowed('spread@example.com', `10.0.0.${i + 1}`)).toBe(true);
      await slowDownFailure(platform.database.db, shopId, 'spread@example.com', 5);
    }
    expect((await row('spread@example.com', ANY_CLIENT))!).toMatchObject({ failures: 55, lockedUntil: null });
    expect(await allowed('spread@example.com', '10.0.1.1')).toBe(true);
    expect(await allowed('spread@example.com', B)).toBe(true);
  });

  it('slows wrong passwords for a name once it has had 10 from anywhere: doubling from 250 ms up to the bound', () => {
    const waits = [1, FREE_FAILURES_PER_NAME, 11, 12, 13, 14, 15, 16, 17, 100, 10_000].map((failures) => failureDelayMs(failures, 4000));
    expect(waits).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000, 4000, 4000]);
    expect(failureDelayMs(11, 20)).toBe(20);
  });

  it('answers the wait it made for a wrong password, counting from every address within the window', async () => {
    const db = platform.database.db;
    const waits = [];
    for (let i = 0; i < FREE_FAILURES_PER_NAME + 2; i++) waits.push(await slowDownFailure(db, shopId, 'slowed@example.com', 3));
    expect(waits).toEqual([...Array<number>(FREE_FAILURES_PER_NAME).fill(0), 3, 3]);
    await db
      .update(loginThrottles)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottles.usernameKey, 'slowed@example.com'));
    expect(await slowDownFailure(db, shopId, 'slowed@example.com', 3)).toBe(0);
    expect((await row('slowed@example.com', ANY_CLIENT))!.failures).toBe(1);
  });

  it('says how long a name is locked for an address without counting', async () => {
    const db = platform.database.db;
    expect(await lockedSeconds(db, shopId, 'peek@example.com', A)).toBe(0);
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) await reserve('peek@example.com');
    expect(await lockedSeconds(db, shopId, 'Peek@example.com', A)).toBeGreaterThan((LOGIN_LOCK_MINUTES - 1) * 60);
    expect(await lockedSeconds(db, shopId, 'peek@example.com', B)).toBe(0);
    expect((await row('peek@example.com'))!.failures).toBe(MAX_LOGIN_FAILURES);
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
    expect(await allowed('shared@example.com', A, shopId + 1)).toBe(true);
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

  it('starts afresh after a lock has run out; clearing forgets one address (the count over all stays), or everything', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES + 2; i++) await reserve('later@example.com');
    await platform.database.db
      .update(loginThrottles)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginThrottles.usernameKey, 'later@example.com'));
    expect(await allowed('later@example.com')).toBe(true);
    expect(await row('later@example.com')).toMatchObject({ failures: 1, lockedUntil: null });

    await reserve('later@example.com', B);
    await slowDownFailure(platform.database.db, shopId, 'later@example.com', 1);
    await clearLoginThrottle(platform.database.db, shopId, 'Later@Example.com', A);
    expect(await row('later@example.com', A)).toBeUndefined();
    expect(await row('later@example.com', ANY_CLIENT)).toMatchObject({ failures: 1 });
    expect(await row('later@example.com', B)).toMatchObject({ failures: 1 });

    await clearLoginThrottle(platform.database.db, shopId, 'later@example.com');
    expect(await row('later@example.com', B)).toBeUndefined();
    expect(await row('later@example.com', ANY_CLIENT)).toBeUndefined();
  });
});
