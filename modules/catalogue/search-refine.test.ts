import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@/lib/platform/types';
import { countByCategory, inPriceBand, refineMatches } from './search-refine';

const card = (id: number, categoryId: number, price: number, originalPrice: number, name: string) =>
  ({ id, categoryId, price, originalPrice, name }) as ProductCard;
const matches = [
  card(1, 101, 500, 900, 'Cotton Shirt'),
  card(2, 105, 300, 700, 'Crop Top'),
  card(3, 101, 250, 1200, 'Linen shirt'),
  card(4, 101, 250, 400, 'Denim Shirt'),
];

describe('search refinement', () => {
  it('counts matches per category, most first', () => {
    expect(countByCategory(matches)).toEqual([
      { categoryId: 101, count: 3 },
      { categoryId: 105, count: 1 },
    ]);
  });

  it('applies price bands to the original price, bounds included', () => {
    expect(inPriceBand(card(9, 1, 50, 1000, 'x'), '100-1000')).toBe(true);
    expect(inPriceBand(card(9, 1, 50, 1001, 'x'), '100-1000')).toBe(false);
    expect(inPriceBand(card(9, 1, 50, 5, 'x'), null)).toBe(true);
  });

  it('filters to a category, sorts stably and pages', () => {
    const cheapest = refineMatches(matches, { categoryId: 101, priceBand: null, sort: 'priceLowToHigh', page: 1, pageSize: 2 });
    expect(cheapest.total).toBe(3);
    expect(cheapest.products.map((p) => p.id)).toEqual([3, 4]);
    const second = refineMatches(matches, { categoryId: 101, priceBand: null, sort: 'priceLowToHigh', page: 2, pageSize: 2 });
    expect(second.products.map((p) => p.id)).toEqual([1]);
    const named = refineMatches(matches, { categoryId: 101, priceBand: '100-1000', sort: 'nameZA', page: 1, pageSize: 10 });
    expect(named.products.map((p) => p.name)).toEqual(['Denim Shirt', 'Cotton Shirt']);
  });
});
