import { z } from 'zod';

/**
 * The names of what a platform change touches, shared by the platform (which announces them) and the storefront
 * (whose cached reads and pages carry them).
 */

/**
 * What a tag names: every cached read and page of every shop (`all`, expired when a process may have missed
 * changes); the category tree and every product list (`catalogue`: listings, search, home sections, sitemaps); one
 * shop's branding, banners, home sections, and its tree, lists and product pages, which show its markup, own prices
 * and hidden products (`shop:{host}`, once per host name the shop answers on); one product, in every shop
 * (`product:{ASIN}`: its page, sizes and stock).
 */
export type CacheTag = { kind: 'all' } | { kind: 'catalogue' } | { kind: 'shop'; host: string } | { kind: 'product'; asin: string };

const SHOP_PREFIX = 'shop:';
const PRODUCT_PREFIX = 'product:';

/** The one place a tag's name is written. */
export function cacheTag(tag: CacheTag): string {
  switch (tag.kind) {
    case 'all':
      return 'all';
    case 'catalogue':
      return 'catalogue';
    case 'shop':
      return `${SHOP_PREFIX}${tag.host}`;
    case 'product':
      return `${PRODUCT_PREFIX}${tag.asin}`;
  }
}

/** What a tag's name says, read back; null for a name no platform announces. */
export function readCacheTag(name: string): CacheTag | null {
  if (name === ALL_TAG) return { kind: 'all' };
  if (name === CATALOGUE_TAG) return { kind: 'catalogue' };
  if (name.startsWith(SHOP_PREFIX)) return { kind: 'shop', host: name.slice(SHOP_PREFIX.length) };
  if (name.startsWith(PRODUCT_PREFIX)) return { kind: 'product', asin: name.slice(PRODUCT_PREFIX.length) };
  return null;
}

export const ALL_TAG = cacheTag({ kind: 'all' });
export const CATALOGUE_TAG = cacheTag({ kind: 'catalogue' });
export const shopTag = (host: string) => cacheTag({ kind: 'shop', host });
export const productTag = (asin: string) => cacheTag({ kind: 'product', asin });

export type TouchedPages = { everything: true } | { everything: false; hosts: Set<string>; products: Set<string> };

/** Which cached pages a change's tags touch: every page, or the pages of some shops and some products. */
export function pagesTouchedBy(tags: readonly string[]): TouchedPages {
  const hosts = new Set<string>();
  const products = new Set<string>();
  for (const name of tags) {
    const tag = readCacheTag(name);
    if (tag?.kind === 'all' || tag?.kind === 'catalogue') return { everything: true };
    if (tag?.kind === 'shop') hosts.add(tag.host);
    else if (tag?.kind === 'product') products.add(tag.asin);
  }
  return { everything: false, hosts, products };
}

/** Whether a change may have touched some shop's settings (branding, markup, hosts): `all` or a `shop:` tag. */
export function touchesShops(tags: readonly string[]): boolean {
  return tags.some((name) => {
    const kind = readCacheTag(name)?.kind;
    return kind === 'all' || kind === 'shop';
  });
}

/**
 * Extension: GET /api/changes (X-Admin-Key) streams the platform's changes as server-sent events, for storefronts
 * on PLATFORM_API_URL: `ready` when the stream opens (whatever came before it is unknown to the listener), then a
 * `change` event per change.
 */
export const CHANGES_PATH = '/api/changes';
export const changeEvent = z.object({ tags: z.array(z.string().max(300)).max(10_000) });
