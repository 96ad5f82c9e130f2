import { describe, expect, it } from 'vitest';
import { MAX_RECENTLY_VIEWED, parseRecentlyViewed, withViewed, type RecentlyViewedEntry } from './recently-viewed-list';

const entry = (id: number): RecentlyViewedEntry => ({
  id,
  slug: `p-${id}`,
  name: `Product ${id}`,
  image: `${id}.jpg`,
  price: 100,
  originalPrice: 150,
  rating: 4.2,
  category: 'Kurtas',
});

describe('the recently viewed list', () => {
  it('puts the newest view first and keeps the newest 6', () => {
    let list: RecentlyViewedEntry[] = [];
    for (let id = 1; id <= 8; id++) list = withViewed(list, entry(id));
    expect(list.map((e) => e.id)).toEqual([8, 7, 6, 5, 4, 3]);
    expect(list).toHaveLength(MAX_RECENTLY_VIEWED);
  });

  it('moves a product viewed again to the front instead of listing it twice', () => {
    const list = [entry(3), entry(2), entry(1)];
    expect(withViewed(list, entry(1)).map((e) => e.id)).toEqual([1, 3, 2]);
  });

  it('reads what it stored and drops anything unreadable', () => {
    const list = [entry(2), entry(1)];
    expect(parseRecentlyViewed(JSON.stringify(list))).toEqual(list);
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('{not json')).toEqual([]);
    expect(parseRecentlyViewed('{"id":1}')).toEqual([]);
    expect(parseRecentlyViewed(JSON.stringify([entry(1), { id: 'x' }, entry(1), ...[2, 3, 4, 5, 6, 7].map(entry)])).map((e) => e.id)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it('drops entries with a wrong field and keeps only the known fields of good ones', () => {
    const stored = [
      { ...entry(1), extra: '<script>' },
      { ...entry(2), price: '100' },
      { ...entry(3), id: -3 },
      { ...entry(4), slug: 'x'.repeat(301) },
    ];
    expect(parseRecentlyViewed(JSON.stringify(stored))).toEqual([entry(1)]);
  });
});
