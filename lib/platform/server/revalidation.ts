import 'server-only';
import { pagesTouchedBy } from '@/platform/shared/contract/cache-tags';
import { pageCacheBus } from './server-runtime';

/**
 * Expires what a platform change touches in this process, through the page cache bus (server/page-cache-bus.mjs):
 * the micro-cache's pages of the shops and products it names, and the Next.js cache entries (reads and pages) carrying
 * its tags — in Redis, for every process. Called for this process's own changes and for those heard from other
 * processes, inside a request or not.
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  try {
    const bus = await pageCacheBus();
    await bus.announcePageChange({ tags, touches: pageMatcher(tags) });
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
    // English or Hindi (/hi/product/…).
    const product = /^(?:\/hi)?\/product\/([^/?]+)/.exec(path)?.[1];
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
