import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { lockedSeconds, reserveLoginAttempt, slowDownFailure } from '../auth/login-throttle';
import { ADMIN_KEY_HEADER } from '../../catalogue/contract/admin';
import type { PlatformContext } from '../platform-context';
import { clientAddress } from './client-address';
import type { AppEnv } from './context';

export const ADMIN_KEY_REQUIRED = 'Admin key required.';
export const BACK_OFFICE_DISABLED = 'The back office is not enabled on this platform.';
export const ADMIN_KEY_THROTTLED = (minutes: number) =>
  `Too many wrong admin keys from this address. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

/**
 * Wrong keys are counted like wrong passwords (shared/auth/login-throttle.ts) under this name in no shop (reseller 0): after
 * five from one address that address waits, even with the right key; over every address each further wrong key is
 * answered more slowly. Right keys are not counted, so many calls at once are never refused.
 */
const ADMIN_KEY_THROTTLE = { shopId: 0, name: 'platform-admin-key' };

/**
 * Back-office calls need the X-Admin-Key header to equal PLATFORM_ADMIN_KEY; without a configured key they are refused.
 * A request without the header is refused at once and not counted.
 */
export function requireAdmin(platform: PlatformContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const expected = platform.config.adminKey;
    if (!expected) return c.json({ status: 'false', message: BACK_OFFICE_DISABLED }, 403);
    const given = c.req.header(ADMIN_KEY_HEADER);
    if (!given) return c.json({ status: 'false', message: ADMIN_KEY_REQUIRED }, 401);
    const { shopId, name } = ADMIN_KEY_THROTTLE;
    const client = clientAddress(c, platform.config.trustedProxies);
    const wait = await lockedSeconds(platform.db, shopId, name, client);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ status: 'false', message: ADMIN_KEY_THROTTLED(Math.ceil(wait / 60)) }, 429);
    }
    if (!sameKey(given, expected)) {
      await reserveLoginAttempt(platform.db, shopId, name, client);
      await slowDownFailure(platform.db, shopId, name, platform.config.loginDelayMaxMs);
      return c.json({ status: 'false', message: ADMIN_KEY_REQUIRED }, 401);
    }
    await next();
  };
}

/** Compares digests so the time taken says nothing about how much of the key was right. */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
