import type { ProductFacetsWire } from '../contract/catalogue';
import { PRICE_BANDS, type ProductSort } from '../contract/listing-options';
import type { Queryable } from '../../shared/db/database';
import type { ListScope, ShopPricing } from '../../pricing';
import type { ShopperFilters } from '../product-facets';
import { countFacets, mrpPaiseRange } from './facet-counting';
import type { FacetIndex } from './facet-refresh';
import { readShopPriceBook, type ShopPriceBook } from './shop-price-book';
import type { FacetColumns } from './facet-columns';

/** What a listing shows: its category, subcategory or group, within an MRP band when one is chosen. */
export interface IndexedListing extends ListScope {
  priceBand?: string;
}

/** A listing's results and counts as productPage answers them: one page of ids, the total, every filter's counts. */
export interface IndexedListingPage {
  pageIds: number[];
  total: number;
  facets: ProductFacetsWire;
}

/** The sorts the index mirrors exactly: featured and by price. By name (lower(name) collate "C") stays with SQL. */
export function sortsFromIndex(sort: ProductSort): boolean {
  return sort === 'featured' || sort === 'priceLowToHigh' || sort === 'priceHighToLow';
}

/**
 * A listing's active products the shop shows, in the chosen filters, sorted as productPage sorts them: featured as
 * sortOrder (position, id), by price as priceSortedIds (the selling price capped at the MRP, then position, id).
 */
export async function listingFromIndex(
  index: FacetIndex,
  db: Queryable,
  listing: IndexedListing,
  filters: ShopperFilters,
  shop: ShopPricing,
  page: { sort: ProductSort; offset: number; size: number },
): Promise<IndexedListingPage> {
  const [columns, prices] = await Promise.all([index.fresh(), readShopPriceBook(db, shop)]);
  const { facets, passing } = countFacets(columns, shownSlots(columns, listing, prices), filters, prices);
  const sorted = page.sort === 'featured' ? passing : byPrice(columns, passing, prices, page.sort === 'priceLowToHigh');
  const pageIds = sorted.slice(page.offset, page.offset + page.size).map((slot) => columns.ids[slot]!);
  return { pageIds, total: passing.length, facets };
}

/** productFacets over a listing's active products the shop shows, from the index. */
export async function listingFacets(
  index: FacetIndex,
  db: Queryable,
  listing: IndexedListing,
  filters: ShopperFilters,
  shop: ShopPricing,
): Promise<ProductFacetsWire> {
  return (await listingFromIndex(index, db, listing, filters, shop, { sort: 'featured', offset: 0, size: 0 })).facets;
}

/** The listing's active products within its MRP band that the shop shows, in featured order. */
function shownSlots(columns: FacetColumns, listing: IndexedListing, prices: ShopPriceBook): Int32Array {
  const band = PRICE_BANDS.find((b) => b.id === listing.priceBand);
  const mrp = band ? mrpPaiseRange(band.min, band.max) : { low: -Infinity, high: Infinity };
  return columns.activeSlotsOf(listing.kind, listing.id).filter((slot) => {
    const paise = columns.mrpPaise[slot]!;
    return paise >= mrp.low && paise <= mrp.high && prices.shows(columns, slot);
  });
}

/** Slots in featured order, sorted by selling price; the sort is stable, so equal prices stay in featured order. */
function byPrice(columns: FacetColumns, slots: number[], prices: ShopPriceBook, ascending: boolean): number[] {
  const keys = new Map(slots.map((slot) => [slot, prices.sellingKey(columns, slot)]));
  const direction = ascending ? 1 : -1;
  return [...slots].sort((a, b) => direction * (keys.get(a)! - keys.get(b)!));
}
