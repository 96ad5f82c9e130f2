import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../db/schema/customers';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { clearLoginThrottle, MAX_LOGIN_FAILURES, reserveLoginAttempt, throttleKey } from './login-throttle';

describe('the sign-in throttle', () => {
  let platform: TestPlatform;
  const resellerId = 1;
  const row = async (name: string) =>
    (
      await platform.database.db
        .select()
        .from(loginThrottles)
        .where(and(eq(loginThrottles.resellerId, resellerId), eq(loginThrottles.usernameKey, throttleKey(name))))
    )[0];

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('lets exactly 5 of many simultaneous attempts through', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveLoginAttempt(platform.database.db, resellerId, 'crowd@example.com')));
    expect(results.filter(Boolean)).toHaveLength(MAX_LOGIN_FAILURES);
    expect((await row('crowd@example.com'))!.lockedUntil).not.toBeNull();
  });

  it('treats names that differ only in case and surrounding spaces as one', async () => {
    for (const name of ['Same@Example.com', ' same@example.com', 'SAME@EXAMPLE.COM ', 'same@example.com', 'Same@example.com']) {
      expect(await reserveLoginAttempt(platform.database.db, resellerId, name)).toBe(true);
    }
    expect(await reserveLoginAttempt(platform.database.db, resellerId, 'same@example.com')).toBe(false);
  });

  it('keeps the shops apart', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES + 1; i++) await reserveLoginAttempt(platform.database.db, resellerId, 'shared@example.com');
    expect(await reserveLoginAttempt(platform.database.db, resellerId, 'shared@example.com')).toBe(false);
    expect(await reserveLoginAttempt(platform.database.db, resellerId + 1, 'shared@example.com')).toBe(true);
  });

  it('starts a new window once 15 minutes have passed without a lock', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++) await reserveLoginAttempt(platform.database.db, resellerId, 'slow@example.com');
    await platform.database.db
      .update(loginThrottles)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottles.usernameKey, 'slow@example.com'));
    expect(await reserveLoginAttempt(platform.database.db, resellerId, 'slow@example.com')).toBe(true);
    expect((await row('slow@example.com'))!.failures).toBe(1);
  });

  it('starts afresh after a lock has run out, and forgets everything when cleared', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES + 2; i++) await reserveLoginAttempt(platform.database.db, resellerId, 'later@example.com');
    await platform.database.db
      .update(loginThrottles)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginThrottles.usernameKey, 'later@example.com'));
    expect(await reserveLoginAttempt(platform.database.db, resellerId, 'later@example.com')).toBe(true);
    expect(await row('later@example.com')).toMatchObject({ failures: 1, lockedUntil: null });

    await clearLoginThrottle(platform.database.db, resellerId, 'Later@Example.com');
    expect(await row('later@example.com')).toBeUndefined();
  });
});
