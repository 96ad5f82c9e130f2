import 'server-only';
import { unstable_cache } from 'next/cache';

/**
 * Catalogue reads are cached per shop and refreshed by tag the moment the platform announces a change
 * (see revalidation.ts); the hour is only a backstop. Tags: `shop:{host}` (branding and home of one shop),
 * `catalogue` (the tree and every product list), `product:{ASIN}` (one product, in every shop).
 */
const BACKSTOP_SECONDS = 3600;

export function cachedRead<T>(key: (string | number)[], tags: string[], load: () => Promise<T>): Promise<T> {
  return unstable_cache(load, key.map(String), { tags, revalidate: BACKSTOP_SECONDS })();
}

export const shopTag = (host: string) => `shop:${host}`;
export const productTag = (slug: string) => `product:${slug}`;
export const CATALOGUE_TAG = 'catalogue';
