/**
 * At start-up, before the first request: opens the embedded platform (migrations, first-start seed), or follows the
 * change stream of the platform at PLATFORM_API_URL. Either way this process's caches then hear every platform
 * change. Nothing here runs during `next build`. Next.js runs it as the server starts; how it went is reported to
 * server/platform-lifecycle.mjs, whose readiness probe (/readyz) says 503 until then.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Everything is imported below the runtime check: Next.js also compiles this file for the Edge runtime, and drops
  // only what the check makes unreachable.
  const { platformLifecycle } = await import('./lib/platform/server/server-runtime');
  const started = (async () => {
    const { storefrontConfig } = await import('./lib/config/storefront-config');
    const { stopOnWrongSettings } = await import('./lib/config/stop-on-wrong-settings');
    let settings: ReturnType<typeof storefrontConfig>;
    try {
      settings = storefrontConfig();
    } catch (error) {
      throw stopOnWrongSettings(error);
    }
    const remote = settings.platformApiUrl;
    if (remote) {
      const { followRemoteChanges } = await import('./lib/platform/server/remote-changes');
      followRemoteChanges(remote, settings.platformAdminKey);
      return;
    }
    const { embeddedPlatform } = await import('./lib/platform/server/embedded-platform');
    const { expireTags } = await import('./lib/platform/server/revalidation');
    const { ALL_TAG } = await import('./platform/shared/contract/cache-tags');
    // A database that is down or still starting: try again until it answers (/readyz says 503 meanwhile).
    for (let attempt = 1; ; attempt++) {
      try {
        await embeddedPlatform();
        break;
      } catch (error) {
        stopOnWrongSettings(error);
        const waitMs = Math.min(1_000 * 2 ** (attempt - 1), 30_000);
        console.error(
          `The platform did not open (attempt ${attempt}): ${error instanceof Error ? error.message : error}; trying again in ${waitMs / 1000} s`,
        );
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
    // A shared cache (REDIS_URL) may hold pages from before changes made while this process was down.
    await expireTags([ALL_TAG]);
  })();
  (await platformLifecycle()).reportStartup(started);
  await started;
}
