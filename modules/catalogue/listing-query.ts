import {
  DISCOUNT_STEPS,
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
  MAX_PRICE_FILTER,
  PRICE_BANDS,
  PRODUCT_SORTS,
  RATING_STEPS,
  type ProductSort,
} from '@/platform/catalogue/contract/listing-options';
import { formatRupees } from '@/lib/format/money';

export type { ProductSort };

/** A page's search params as Next passes them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * What narrows a listing or a search, as it lives in the URL (?size=M&size=L&colour=Blue&price=500-1500&sort=…&page=2,
 * also brand, material, discount, rating, instock, q, cat), so a filtered page can be shared, crawled and used without
 * JavaScript. `cat` (a category within search results) is used by search only.
 */
export interface ListingFilters {
  sort: ProductSort;
  /** An MRP range in whole rupees, 'min-max' with either end open ('500-1500', '500-', '-1500'); the spec's bands are ranges too. Null for All Prices. */
  price: string | null;
  /** Case-insensitive name filter. */
  q: string;
  page: number;
  cat: number | null;
  /** The shopper's filters: values within one are OR, filters together are AND. */
  sizes: string[];
  colours: string[];
  brands: string[];
  materials: string[];
  /** At least this many percent off (10, 30 or 50). */
  discount: number | null;
  /** At least this many stars (4 or 3). */
  rating: number | null;
  inStock: boolean;
}

export const DEFAULT_FILTERS: ListingFilters = {
  sort: 'featured',
  price: null,
  q: '',
  page: 1,
  cat: null,
  sizes: [],
  colours: [],
  brands: [],
  materials: [],
  discount: null,
  rating: null,
  inStock: false,
};

/** The URL's name of each value filter. */
export const VALUE_FILTER_PARAMS = { sizes: 'size', colours: 'colour', brands: 'brand', materials: 'material' } as const;
export type ValueFilter = keyof typeof VALUE_FILTER_PARAMS;

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

function all(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A filter's values: trimmed, no control characters, not too long, each once, at most MAX_FILTER_VALUES. */
function values(value: string | string[] | undefined): string[] {
  const kept = all(value)
    .map((text) => text.trim())
    .filter((text) => text !== '' && text.length <= MAX_FILTER_VALUE_LENGTH && !/[\u0000-\u001f\u007f]/.test(text));
  return [...new Set(kept)].slice(0, MAX_FILTER_VALUES);
}

/** 'min-max' whole rupees, either end open, normalised; null when malformed or empty. */
export function parsePriceRange(text: string): { min?: number; max?: number } | null {
  const match = /^(\d{0,8})-(\d{0,8})$/.exec(text.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const min = match[1] === '' ? undefined : Math.min(Number(match[1]), MAX_PRICE_FILTER);
  const max = match[2] === '' ? undefined : Math.min(Number(match[2]), MAX_PRICE_FILTER);
  if (min !== undefined && max !== undefined && min > max) return null;
  return { min, max };
}

export function priceRangeText(range: { min?: number; max?: number }): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

function step<T extends number>(text: string, steps: readonly T[]): T | null {
  return (steps as readonly number[]).includes(Number(text)) && /^\d+$/.test(text) ? (Number(text) as T) : null;
}

/** Reads the filters from search params; anything unknown or malformed falls back to its default (never an error). */
export function parseListingQuery(params: SearchParams): ListingFilters {
  const sort = first(params.sort);
  // The min–max form sends min and max (it works without JavaScript); links carry them as price=min-max.
  const typed = first(params.min).trim() || first(params.max).trim() ? `${first(params.min).trim()}-${first(params.max).trim()}` : '';
  const price = parsePriceRange(typed || first(params.price));
  return {
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : 'featured',
    price: price ? priceRangeText(price) : null,
    q: first(params.q).trim().slice(0, MAX_NAME_FILTER),
    page: positiveInt(first(params.page), MAX_PAGE) ?? 1,
    cat: positiveInt(first(params.cat), 2_147_483_647),
    sizes: values(params.size),
    colours: values(params.colour),
    brands: values(params.brand),
    materials: values(params.material),
    discount: step(first(params.discount), DISCOUNT_STEPS),
    rating: step(first(params.rating), RATING_STEPS),
    inStock: first(params.instock) === '1',
  };
}

/** The filter's request fields for the platform's GetProductPage. */
export function platformFilters(filters: ListingFilters) {
  const price = filters.price ? parsePriceRange(filters.price) : null;
  return {
    sizes: filters.sizes,
    colours: filters.colours,
    brands: filters.brands,
    materials: filters.materials,
    priceMin: price?.min,
    priceMax: price?.max,
    discount: filters.discount ?? undefined,
    rating: filters.rating ?? undefined,
    inStock: filters.inStock,
  };
}

/** How an open range is said: 'Under ₹1,500', 'Over ₹500' (the Listing catalogue's priceUnder and priceOver). */
export interface OpenRangeWords {
  under: (amount: string) => string;
  over: (amount: string) => string;
}
const ENGLISH_RANGE: OpenRangeWords = { under: (amount) => `Under ${amount}`, over: (amount) => `Over ${amount}` };

/** A label for a price range: a band's '₹100 – ₹1,000', 'Over ₹500', 'Under ₹1,500'. */
export function priceRangeLabel(text: string, words: OpenRangeWords = ENGLISH_RANGE): string {
  const range = parsePriceRange(text);
  if (!range) return text;
  if (range.min === undefined) return words.under(formatRupees(range.max!));
  if (range.max === undefined) return words.over(formatRupees(range.min));
  return `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
}

/** How many filter values are chosen in all (size=M&size=L is two), the name filter included: two or more are noindex. */
export function chosenValueCount(filters: ListingFilters): number {
  return (
    filters.sizes.length +
    filters.colours.length +
    filters.brands.length +
    filters.materials.length +
    [filters.price, filters.discount, filters.rating].filter((value) => value !== null).length +
    (filters.inStock ? 1 : 0) +
    (filters.q ? 1 : 0)
  );
}

/** How many of the shopper's filters are chosen (a filter with several values counts once), the name filter included. */
export function chosenFilterCount(filters: ListingFilters): number {
  return (
    [filters.sizes, filters.colours, filters.brands, filters.materials].filter((list) => list.length > 0).length +
    [filters.price, filters.discount, filters.rating].filter((value) => value !== null).length +
    (filters.inStock ? 1 : 0) +
    (filters.q ? 1 : 0)
  );
}

/** The query string for filters, defaults left out and keys in a stable order ('' when all are defaults). */
export function listingQueryString(filters: ListingFilters): string {
  const query = new URLSearchParams();
  if (filters.cat !== null) query.set('cat', String(filters.cat));
  if (filters.q) query.set('q', filters.q);
  for (const key of Object.keys(VALUE_FILTER_PARAMS) as ValueFilter[])
    for (const value of filters[key]) query.append(VALUE_FILTER_PARAMS[key], value);
  if (filters.price) query.set('price', filters.price);
  if (filters.discount !== null) query.set('discount', String(filters.discount));
  if (filters.rating !== null) query.set('rating', String(filters.rating));
  if (filters.inStock) query.set('instock', '1');
  if (filters.sort !== 'featured') query.set('sort', filters.sort);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The filters as name–value pairs of the URL, for a form's hidden fields (those in `except` left out). */
export function listingQueryPairs(filters: ListingFilters, except: string[] = []): [string, string][] {
  return [...new URLSearchParams(listingQueryString(filters)).entries()].filter(([name]) => name !== 'page' && !except.includes(name));
}

/** `filters` with one value of a value filter chosen or, when chosen already, unchosen. */
export function toggledValue(filters: ListingFilters, key: ValueFilter, value: string): Partial<ListingFilters> {
  const list = filters[key];
  return { [key]: list.includes(value) ? list.filter((other) => other !== value) : [...list, value] };
}

/** Every narrowing filter cleared (sort kept). */
export const CLEARED: Partial<ListingFilters> = {
  price: null,
  q: '',
  cat: null,
  sizes: [],
  colours: [],
  brands: [],
  materials: [],
  discount: null,
  rating: null,
  inStock: false,
};

/** A link to `path` with some filters changed; any change other than the page goes back to page 1. */
export function listingHref(path: string, filters: ListingFilters, changes: Partial<ListingFilters>): string {
  const next = { ...filters, ...changes };
  if (changes.page === undefined) next.page = 1;
  return path + listingQueryString(next);
}

export function hasNarrowingFilters(filters: ListingFilters): boolean {
  return chosenFilterCount(filters) > 0 || filters.cat !== null;
}

/** Products per listing or search page: 24 fills 2, 3 or 4 columns evenly. */
export const LISTING_PAGE_SIZE = 24;

export function pageCount(total: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
