import 'server-only';
import { revalidateTag } from 'next/cache';

/**
 * Expires the cached catalogue data a platform change touches, so the next request renders fresh pages.
 * The embedded platform announces changes while it handles the request that made them (an order, a back-office
 * edit), inside that request's context, which is where Next.js accepts revalidateTag.
 */
export function expireTags(tags: readonly string[]): void {
  pageCache()?.clear();
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      console.error(`Could not expire the cache tag ${tag}`, error);
    }
  }
}

/** The whole-page micro-cache of scripts/serve.mjs, when the storefront runs behind it. */
function pageCache(): { clear(): void } | undefined {
  return (globalThis as { [key: symbol]: { clear(): void } | undefined })[Symbol.for('storefront.page-cache')];
}
