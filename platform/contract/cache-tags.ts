import { z } from 'zod';

/**
 * The names of what a platform change touches, shared by the platform (which announces them) and the storefront
 * (whose cached reads and pages carry them).
 */

/** Every cached read and page of every shop: expired when a process may have missed changes. */
export const ALL_TAG = 'all';
/** The category tree and every product list (listings, search, home sections, sitemaps). */
export const CATALOGUE_TAG = 'catalogue';
/** One shop's branding, banners and home sections, once per host name the shop answers on. */
export const shopTag = (host: string) => `shop:${host}`;
/** One product, in every shop: its page (sizes and stock). */
export const productTag = (asin: string) => `product:${asin}`;

export type TouchedPages = { everything: true } | { everything: false; hosts: Set<string>; products: Set<string> };

/** Which cached pages a change's tags touch: every page, or the pages of some shops and some products. */
export function pagesTouchedBy(tags: readonly string[]): TouchedPages {
  const hosts = new Set<string>();
  const products = new Set<string>();
  for (const tag of tags) {
    if (tag === ALL_TAG || tag === CATALOGUE_TAG) return { everything: true };
    if (tag.startsWith('shop:')) hosts.add(tag.slice('shop:'.length));
    else if (tag.startsWith('product:')) products.add(tag.slice('product:'.length));
  }
  return { everything: false, hosts, products };
}

/**
 * Extension: GET /api/changes (X-Admin-Key) streams the platform's changes as server-sent events, for storefronts
 * on PLATFORM_API_URL: `ready` when the stream opens (whatever came before it is unknown to the listener), then a
 * `change` event per change.
 */
export const CHANGES_PATH = '/api/changes';
export const changeEvent = z.object({ tags: z.array(z.string().max(300)).max(10_000) });
