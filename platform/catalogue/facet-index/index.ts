/**
 * The facet index (issue 28): every product's facet columns in memory, so that a listing's or a search's counts of
 * every filter's values are one pass over its products instead of one large query. The SQL productFacets
 * (product-facets.ts) stays the reference the index is tested against (facet-index.test.ts).
 */
import type { ProductFacetsWire } from '../contract/catalogue';
import { PRICE_BANDS } from '../contract/listing-options';
import type { Queryable } from '../../shared/db/database';
import type { ChangeFeed } from '../../shared/events';
import { pagesTouchedBy } from '../../shared/contract/cache-tags';
import type { ListScope, ShopPricing } from '../../pricing';
import type { ShopperFilters } from '../product-facets';
import { countFacets, mrpPaiseRange } from './facet-counting';
import { FacetIndex } from './facet-refresh';
import { readShopPriceBook } from './shop-price-book';
import type { FacetColumns } from './facet-columns';

export { FacetIndex };

/** An index of `db`'s catalogue that hears every catalogue change the platform announces. */
export function watchedFacetIndex(db: Queryable, changes: Pick<ChangeFeed, 'subscribe'>): FacetIndex {
  const index = new FacetIndex(db);
  changes.subscribe((change) => {
    const touched = pagesTouchedBy(change.tags);
    if (touched.everything || touched.products.size > 0) index.markChanged();
  });
  return index;
}

/** What a listing's counts run over: its category, subcategory or group, within an MRP band when one is chosen. */
export interface IndexedListing extends ListScope {
  priceBand?: string;
}

/** productFacets over a listing's active products the shop shows, from the index. */
export async function listingFacets(
  index: FacetIndex,
  db: Queryable,
  listing: IndexedListing,
  filters: ShopperFilters,
  shop: ShopPricing,
): Promise<ProductFacetsWire> {
  const [columns, prices] = await Promise.all([index.fresh(), readShopPriceBook(db, shop)]);
  const band = PRICE_BANDS.find((b) => b.id === listing.priceBand);
  const mrp = band ? mrpPaiseRange(band.min, band.max) : { low: -Infinity, high: Infinity };
  const slots = columns.activeSlotsOf(listing.kind, listing.id).filter((slot) => {
    const paise = columns.mrpPaise[slot]!;
    return paise >= mrp.low && paise <= mrp.high && prices.shows(columns, slot);
  });
  return countFacets(columns, slots, filters, prices);
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
  return countFacets(columns, slotsOf(columns, ids), filters, prices);
}

function slotsOf(columns: FacetColumns, ids: readonly number[]): number[] {
  const slots = new Set<number>();
  for (const id of ids) {
    const slot = columns.slotOf.get(id);
    if (slot !== undefined) slots.add(slot);
  }
  return [...slots];
}
