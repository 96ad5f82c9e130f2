import { describe, expect, it } from 'vitest';
import { cacheTag, pagesTouchedBy, readCacheTag, touchesShops, type CacheTag } from './cache-tags';

describe('cache tags', () => {
  const tags: [CacheTag, string][] = [
    [{ kind: 'all' }, 'all'],
    [{ kind: 'catalogue' }, 'catalogue'],
    [{ kind: 'shop', host: 'shop2.localhost' }, 'shop:shop2.localhost'],
    [{ kind: 'product', asin: 'holi-t-shirt' }, 'product:holi-t-shirt'],
  ];

  it.each(tags)('names %j %s, and reads the name back', (tag, name) => {
    expect(cacheTag(tag)).toBe(name);
    expect(readCacheTag(name)).toEqual(tag);
  });

  it('reads nothing into a name no platform announces', () => {
    expect(readCacheTag('shops')).toBeNull();
  });

  it('says which pages a change touches, and whether shops changed', () => {
    expect(pagesTouchedBy(['shop:a.in', 'product:x'])).toEqual({ everything: false, hosts: new Set(['a.in']), products: new Set(['x']) });
    expect(pagesTouchedBy(['product:x', 'catalogue'])).toEqual({ everything: true });
    expect(touchesShops(['product:x', 'shop:a.in'])).toBe(true);
    expect(touchesShops(['all'])).toBe(true);
    expect(touchesShops(['catalogue', 'product:x'])).toBe(false);
  });
});
