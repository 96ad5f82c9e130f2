import 'server-only';
import { pagesTouchedBy } from '@/platform/contract/cache-tags';

/** Set by scripts/next-cache-handler.mjs, Next's cache handler: expires tags outside any request. */
type ExpireCachedTags = (tags: readonly string[]) => Promise<void>;
/** Set by scripts/serve.mjs: the whole-page micro-cache in front of Next. */
interface PageCache {
  expire(touches: (host: string, path: string) => boolean): void;
}
type Hooks = { [key: symbol]: unknown };

/**
 * Expires what a platform change touches in this process: the micro-cache's pages of the shops and products it
 * names, and the Next.js cache entries (reads and pages) carrying its tags — in Redis, for every process. Called for
 * this process's own changes and for those heard from other processes, inside a request or not.
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  const hooks = globalThis as Hooks;
  (hooks[Symbol.for('storefront.page-cache')] as PageCache | undefined)?.expire(pageMatcher(tags));
  const expireCached = hooks[Symbol.for('storefront.expire-cached-tags')] as ExpireCachedTags | undefined;
  try {
    await expireCached?.(tags);
  } catch (error) {
    console.error(`Could not expire the cache tags ${tags.join(', ')}`, error);
  }
}

/** Whether a cached page (the Host header it was asked with, and its path) shows something the tags name. */
export function pageMatcher(tags: readonly string[]): (host: string, path: string) => boolean {
  const touched = pagesTouchedBy(tags);
  if (touched.everything) return () => true;
  return (host, path) => {
    if (touched.hosts.has(host.toLowerCase().replace(/:\d+$/, ''))) return true;
    const product = /^\/product\/([^/?]+)/.exec(path)?.[1];
    return product !== undefined && touched.products.has(safeDecode(product));
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
