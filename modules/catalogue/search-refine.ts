import type { ProductSort } from '@/platform/catalogue/contract/listing-options';
import { parsePriceRange } from './listing-query';
import type { ProductCard } from '@/lib/platform/types';

/**
 * Narrowing a search to one category. The platform's paginated search has no category filter, so the search page
 * takes the platform's whole answer for the words (its search is capped at 500 matches, best first) and refines
 * it here: counts per category for the panel, then band, sort and page within the chosen category.
 */

export interface CategoryCount {
  categoryId: number;
  count: number;
}

/** Categories present in the matches, most matches first. */
export function countByCategory(matches: Pick<ProductCard, 'categoryId'>[]): CategoryCount[] {
  const counts = new Map<number, number>();
  for (const match of matches) counts.set(match.categoryId, (counts.get(match.categoryId) ?? 0) + 1);
  return [...counts].map(([categoryId, count]) => ({ categoryId, count })).sort((a, b) => b.count - a.count || a.categoryId - b.categoryId);
}

/** The spec's price bands and min–max ranges ('500-1500', '500-', '-1500') apply to the original price (whole rupees, bounds included). */
export function inPriceBand(product: Pick<ProductCard, 'originalPrice'>, bandId: string | null): boolean {
  if (!bandId) return true;
  const range = parsePriceRange(bandId);
  return (
    !range || ((range.min === undefined || product.originalPrice >= range.min) && (range.max === undefined || product.originalPrice <= range.max))
  );
}

const byName = (a: ProductCard, b: ProductCard) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The platform's sorts; the matches arrive in featured order, and ties keep it (the sort is stable). */
export function sortCards(cards: ProductCard[], sort: ProductSort): ProductCard[] {
  const sorted = [...cards];
  switch (sort) {
    case 'priceLowToHigh':
      return sorted.sort((a, b) => a.price - b.price);
    case 'priceHighToLow':
      return sorted.sort((a, b) => b.price - a.price);
    case 'nameAZ':
      return sorted.sort((a, b) => byName(a, b) || a.id - b.id);
    case 'nameZA':
      return sorted.sort((a, b) => byName(b, a) || a.id - b.id);
    default:
      return sorted;
  }
}

export interface RefineInput {
  categoryId: number;
  priceBand: string | null;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

export function refineMatches(matches: ProductCard[], input: RefineInput): { products: ProductCard[]; total: number } {
  const kept = matches.filter((card) => card.categoryId === input.categoryId && inPriceBand(card, input.priceBand));
  const start = (input.page - 1) * input.pageSize;
  return { products: sortCards(kept, input.sort).slice(start, start + input.pageSize), total: kept.length };
}
