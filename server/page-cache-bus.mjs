// The in-process bus between the platform's change events and the page caches. The platform's change subscriber
// (lib/platform/server/revalidation.ts, inside Next's bundles) announces each change; the caches in front of and inside
// Next.js (the micro-cache in server/serve.mjs, Next's cache handler in server/next-cache-handler.mjs) listen.
// One instance per process: Node loads this file once, and Next's bundles reach that same instance through
// lib/platform/server/server-runtime.ts rather than bundling a copy of their own.

/** @type {Set<(change: { tags: readonly string[], touches: (host: string, path: string) => boolean }) => unknown>} */
const caches = new Set();

/** Adds a cache that expires what each change touches; answers a function that removes it again. */
export function onPageChange(expire) {
  caches.add(expire);
  return () => caches.delete(expire);
}

/**
 * Hands a change to every cache and waits for them all. A cache that fails is logged and the others still expire:
 * one broken cache (Redis gone) must not leave the others serving the old page.
 */
export async function announcePageChange(change) {
  await Promise.all(
    [...caches].map(async (expire) => {
      try {
        await expire(change);
      } catch (error) {
        console.error(`Could not expire the cached pages of ${change.tags.join(', ')}`, error);
      }
    }),
  );
}
