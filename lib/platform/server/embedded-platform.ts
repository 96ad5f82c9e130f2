import 'server-only';
import { configFromEnv } from '@/platform/shared/config';
import { createPlatform, type Platform } from '@/platform/runtime/create-platform';
import { expireTags } from './revalidation';
import { platformLifecycle } from './server-runtime';

/**
 * The platform running inside this Node process (the default, when PLATFORM_API_URL is unset): one instance per
 * process, held by server/platform-lifecycle.mjs because Next.js loads route bundles as separate module graphs and
 * PGlite must be opened exactly once. The only storefront file that imports the platform's factory.
 */
export async function embeddedPlatform(): Promise<Platform> {
  const lifecycle = await platformLifecycle();
  return lifecycle.openEmbeddedPlatform(async () => {
    const platform = await createPlatform(configFromEnv());
    // This process's own changes and, on PostgreSQL, every other process's.
    platform.context.changes.subscribe((change) => expireTags(change.tags));
    return platform;
  });
}
