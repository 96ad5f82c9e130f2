import 'server-only';
import { cachedRead } from '@/lib/platform/server/cache';
import { CATALOGUE_TAG, shopTag } from '@/platform/shared/contract/cache-tags';
import { getProductPage } from '@/lib/platform/server/catalogue';
import { callPlatform } from '@/lib/platform/server/client';
import { toProductCard } from '@/lib/platform/transforms/catalogue';
import type { Group, ProductPage } from '@/lib/platform/types';
import { LISTING_PAGE_SIZE, platformFilters, type ListingFilters } from '@/modules/catalogue/listing-query';
import { countByCategory, refineMatches } from '@/modules/catalogue/search-refine';

export interface SearchFacet {
  id: number;
  name: string;
  count: number;
}

export interface SearchResults {
  page: ProductPage;
  /** Categories holding matches, for the category panel. */
  facets: SearchFacet[];
}

/** Every match for the words (the platform caps a search at 500, best first), as cards. */
async function allMatches(host: string, text: string, asTyped: boolean) {
  return (await callPlatform('productFilters', { host, body: { search: text, subcat_id: 0, type: '', as_typed: asTyped } })).map(toProductCard);
}

function categoryCounts(host: string, text: string, asTyped: boolean) {
  return cachedRead(['search-facets', host, text, asTyped ? 'as-typed' : 'corrected'], [shopTag(host), CATALOGUE_TAG], async () =>
    countByCategory(await allMatches(host, text, asTyped)),
  );
}

function matchesInCategory(host: string, text: string, asTyped: boolean, categoryId: number) {
  return cachedRead(['search-in-category', host, text, asTyped ? 'as-typed' : 'corrected', categoryId], [shopTag(host), CATALOGUE_TAG], async () =>
    (await allMatches(host, text, asTyped)).filter((card) => card.categoryId === categoryId),
  );
}

/**
 * One page of a search. Without a category the platform pages, sorts and filters it; with one, the matches of
 * that category are refined here (see search-refine.ts). The words actually searched come from the platform;
 * `asTyped` asks it for no spelling correction.
 */
export async function getSearchResults(host: string, text: string, filters: ListingFilters, tree: Group[], asTyped = false): Promise<SearchResults> {
  const categoryNames = new Map(tree.flatMap((group) => group.categories.map((category) => [category.id, category.name] as const)));
  const counts = categoryCounts(host, text, asTyped);
  // Awaited below; should the page's call fail first, its failure is the one reported, not an unhandled rejection.
  counts.catch(() => undefined);
  let page: ProductPage;
  if (filters.cat === null) {
    page = await getProductPage(host, {
      kind: 'search',
      search: text,
      page: filters.page,
      pageSize: LISTING_PAGE_SIZE,
      sort: filters.sort,
      asTyped,
      filters: platformFilters(filters),
      facets: true,
    });
  } else {
    const [cards, corrected] = await Promise.all([
      matchesInCategory(host, text, asTyped, filters.cat),
      getProductPage(host, { kind: 'search', search: text, page: 1, pageSize: 1, asTyped }),
    ]);
    const refined = refineMatches(cards, {
      categoryId: filters.cat,
      priceBand: filters.price,
      sort: filters.sort,
      page: filters.page,
      pageSize: LISTING_PAGE_SIZE,
    });
    page = { ...refined, page: filters.page, pageSize: LISTING_PAGE_SIZE, searched: corrected.searched };
  }
  const facets = (await counts).flatMap(({ categoryId, count }) => {
    const name = categoryNames.get(categoryId);
    return name ? [{ id: categoryId, name, count }] : [];
  });
  return { page, facets };
}
