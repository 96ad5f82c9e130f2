import 'server-only';
import { unstable_cache } from 'next/cache';
import { ALL_TAG } from '@/platform/shared/contract/cache-tags';

/**
 * Catalogue reads are cached per shop and expired by tag the moment any platform process announces a change
 * (see revalidation.ts); the hour is only a backstop. Tags (platform/shared/contract/cache-tags.ts): `shop:{host}` (every
 * read of one shop: branding, home, and the tree, lists and products at its prices and hiding), `catalogue` (the tree
 * and every product list), `product:{ASIN}` (one product, in every shop), and `all` on every read, for when a process
 * may have missed changes. Pages carry the tags of the reads they made.
 */
const BACKSTOP_SECONDS = 3600;

export function cachedRead<T>(key: (string | number)[], tags: string[], load: () => Promise<T>): Promise<T> {
  return unstable_cache(load, key.map(String), { tags: [...tags, ALL_TAG], revalidate: BACKSTOP_SECONDS })();
}
