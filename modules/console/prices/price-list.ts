import { PRICE_LIST_FILTERS } from '@/platform/pricing/contract/console-prices';

/** The prices list's URL parameters (/admin/prices?q=…&category=…&filter=…&page=…), read leniently. */
export interface PriceListParams {
  q: string;
  category: string;
  filter: (typeof PRICE_LIST_FILTERS)[number];
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function priceListParams(search: SearchParams): PriceListParams {
  const filter = first(search.filter);
  const page = Number(first(search.page));
  return {
    q: first(search.q).trim().slice(0, 100),
    category: /^\d{1,9}$/.test(first(search.category)) ? first(search.category) : '',
    filter: (PRICE_LIST_FILTERS as readonly string[]).includes(filter) ? (filter as PriceListParams['filter']) : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The platform call's query for these parameters. */
export function priceListQuery(params: PriceListParams): Record<string, string> {
  return {
    ...(params.q ? { q: params.q } : {}),
    ...(params.category ? { category: params.category } : {}),
    filter: params.filter,
    page: String(params.page),
  };
}

/** The list's URL with these parameters (defaults left out). */
export function priceListHref(params: PriceListParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.category) query.set('category', params.category);
  if (params.filter !== 'all') query.set('filter', params.filter);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `/admin/prices?${text}` : '/admin/prices';
}
