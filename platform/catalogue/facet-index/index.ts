/**
 * The facet index (issue 28): every product's facet columns in memory, so that a listing's or a search's counts of
 * every filter's values are one pass over its products instead of one large query. The SQL productFacets
 * (product-facets.ts) stays the reference the index is tested against (facet-index.test.ts).
 */
import type { ProductFacetsWire } from '../contract/catalogue';
import type { Queryable } from '../../shared/db/database';
import type { ChangeFeed } from '../../shared/events';
import { pagesTouchedBy } from '../../shared/contract/cache-tags';
import type { ShopPricing } from '../../pricing';
import type { ShopperFilters } from '../product-facets';
import { countFacets } from './facet-counting';
import { FacetIndex } from './facet-refresh';
import { readShopPriceBook } from './shop-price-book';
import type { FacetColumns } from './facet-columns';

export { FacetIndex };
export { listingFacets, listingFromIndex, sortsFromIndex, type IndexedListing } from './listing-from-index';

const indexes = new WeakMap<Queryable, FacetIndex>();

/**
 * The index of `db`'s catalogue, one per database handle (the routes' and a bench's alike), which hears every
 * catalogue change the platform announces.
 */
export function watchedFacetIndex(db: Queryable, changes: Pick<ChangeFeed, 'subscribe'>): FacetIndex {
  const known = indexes.get(db);
  if (known) return known;
  const index = new FacetIndex(db);
  indexes.set(db, index);
  changes.subscribe((change) => {
    const touched = pagesTouchedBy(change.tags);
    if (touched.everything || touched.products.size > 0) index.markChanged();
  });
  return index;
}

/**
 * The index when it has read the catalogue; until then (its first read started in the background) undefined, so that
 * the first requests after a start are answered by SQL instead of waiting for the whole catalogue.
 */
export function loadedIndex(index: FacetIndex | undefined): FacetIndex | undefined {
  index?.loadInBackground();
  return index?.loaded ? index : undefined;
}

/** productFacets over a search's matches (already only what the shop shows), from the index. */
export async function matchFacets(
  index: FacetIndex,
  db: Queryable,
  ids: readonly number[],
  filters: ShopperFilters,
  shop: ShopPricing,
): Promise<ProductFacetsWire> {
  const [columns, prices] = await Promise.all([index.fresh(), readShopPriceBook(db, shop)]);
  return countFacets(columns, slotsOf(columns, ids), filters, prices).facets;
}

function slotsOf(columns: FacetColumns, ids: readonly number[]): number[] {
  const slots = new Set<number>();
  for (const id of ids) {
    const slot = columns.slotOf.get(id);
    if (slot !== undefined) slots.add(slot);
  }
  return [...slots];
}
