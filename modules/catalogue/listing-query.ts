import { PRICE_BANDS, PRODUCT_SORTS, type ProductSort } from '@/platform/catalogue/contract/listing-options';
import { formatRupees } from '@/lib/format/money';

export type { ProductSort };

/** A page's search params as Next passes them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * What narrows a listing or a search, as it lives in the URL (?sort=…&price=…&q=…&page=…&cat=…), so a filtered
 * page can be shared and crawled. `cat` (a category within search results) is used by search only.
 */
export interface ListingFilters {
  sort: ProductSort;
  /** A price band id from the spec's bands ('100-1000' …), or null for All Prices. */
  price: string | null;
  /** Case-insensitive name filter. */
  q: string;
  page: number;
  cat: number | null;
}

export const DEFAULT_FILTERS: ListingFilters = { sort: 'featured', price: null, q: '', page: 1, cat: null };

export const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  priceLowToHigh: 'Price: Low to High',
  priceHighToLow: 'Price: High to Low',
  nameAZ: 'Name: A to Z',
  nameZA: 'Name: Z to A',
};
export const SORTS = PRODUCT_SORTS;

export interface PriceBandOption {
  id: string;
  label: string;
}

/** The spec's five bands on the original price, with labels such as '₹100 – ₹1,000'. */
export const PRICE_BAND_OPTIONS: PriceBandOption[] = PRICE_BANDS.map((band) => ({
  id: band.id,
  label: `${formatRupees(band.min)} – ${formatRupees(band.max)}`,
}));

const MAX_PAGE = 10_000;
const MAX_NAME_FILTER = 100;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function positiveInt(text: string, max: number): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

/** Reads the filters from search params; anything unknown or malformed falls back to its default. */
export function parseListingQuery(params: SearchParams): ListingFilters {
  const sort = first(params.sort);
  const price = first(params.price);
  return {
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : 'featured',
    price: PRICE_BANDS.some((band) => band.id === price) ? price : null,
    q: first(params.q).trim().slice(0, MAX_NAME_FILTER),
    page: positiveInt(first(params.page), MAX_PAGE) ?? 1,
    cat: positiveInt(first(params.cat), 2_147_483_647),
  };
}

/** The query string for filters, defaults left out and keys in a stable order ('' when all are defaults). */
export function listingQueryString(filters: ListingFilters): string {
  const query = new URLSearchParams();
  if (filters.cat !== null) query.set('cat', String(filters.cat));
  if (filters.q) query.set('q', filters.q);
  if (filters.price) query.set('price', filters.price);
  if (filters.sort !== 'featured') query.set('sort', filters.sort);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A link to `path` with some filters changed; any change other than the page goes back to page 1. */
export function listingHref(path: string, filters: ListingFilters, changes: Partial<ListingFilters>): string {
  const next = { ...filters, ...changes };
  if (changes.page === undefined) next.page = 1;
  return path + listingQueryString(next);
}

export function hasNarrowingFilters(filters: ListingFilters): boolean {
  return filters.price !== null || filters.q !== '' || filters.cat !== null;
}

/** Products per listing or search page: 24 fills 2, 3 or 4 columns evenly. */
export const LISTING_PAGE_SIZE = 24;

export function pageCount(total: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
