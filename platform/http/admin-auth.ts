import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ADMIN_KEY_HEADER } from '../contract/admin';
import type { PlatformContext } from '../services/platform-context';
import type { AppEnv } from './context';

export const ADMIN_KEY_REQUIRED = 'Admin key required.';
export const BACK_OFFICE_DISABLED = 'The back office is not enabled on this platform.';

/** Back-office calls need the X-Admin-Key header to equal PLATFORM_ADMIN_KEY; without a configured key they are refused. */
export function requireAdmin(platform: PlatformContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const expected = platform.config.adminKey;
    if (!expected) return c.json({ status: 'false', message: BACK_OFFICE_DISABLED }, 403);
    if (!sameKey(c.req.header(ADMIN_KEY_HEADER) ?? '', expected)) return c.json({ status: 'false', message: ADMIN_KEY_REQUIRED }, 401);
    await next();
  };
}

/** Compares digests so the time taken says nothing about how much of the key was right. */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
