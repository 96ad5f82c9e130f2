import 'server-only';
import { configFromEnv } from '@/platform/config';
import { createPlatform, type Platform } from '@/platform/create-platform';
import { expireTags } from './revalidation';

const KEY = Symbol.for('storefront.embedded-platform');
type Holder = { [KEY]?: Promise<Platform> };

/**
 * The platform running inside this Node process (the default, when PLATFORM_API_URL is unset): one instance per
 * process, kept on globalThis because Next.js loads route bundles as separate module graphs and PGlite must be
 * opened exactly once. The only storefront file that imports the platform's factory.
 */
export function embeddedPlatform(): Promise<Platform> {
  const holder = globalThis as Holder;
  holder[KEY] ??= createPlatform(configFromEnv()).then(
    (platform) => {
      // This process's own changes and, on PostgreSQL, every other process's.
      platform.context.changes.subscribe((change) => expireTags(change.tags));
      return platform;
    },
    (error: unknown) => {
      delete holder[KEY];
      throw error;
    },
  );
  return holder[KEY];
}
