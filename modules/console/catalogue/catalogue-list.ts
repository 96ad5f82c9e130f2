import { PRODUCT_STATES, STOCK_STATES } from '@/platform/catalogue/contract/console-catalogue';

/** The catalogue list's URL parameters (/admin/catalogue?q=…&category=…&stock=…&state=…&price_min=…&page=…), read leniently. */
export interface CatalogueListParams {
  q: string;
  category: string;
  stock: (typeof STOCK_STATES)[number];
  state: (typeof PRODUCT_STATES)[number];
  price_min: string;
  price_max: string;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const digits = (value: string, max: number) => (new RegExp(`^\\d{1,${max}}$`).test(value) ? value : '');
const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  (options as readonly string[]).includes(value) ? (value as T) : fallback;

export function catalogueListParams(search: SearchParams): CatalogueListParams {
  const page = Number(first(search.page));
  return {
    q: first(search.q).trim().slice(0, 100),
    category: digits(first(search.category), 9),
    stock: oneOf(STOCK_STATES, first(search.stock), 'all'),
    state: oneOf(PRODUCT_STATES, first(search.state), 'active'),
    price_min: digits(first(search.price_min), 7),
    price_max: digits(first(search.price_max), 7),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The parameters that differ from the defaults, as the platform's query and the list's URL both take them. */
export function catalogueListQuery(params: CatalogueListParams, withPage = true): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.q) query.q = params.q;
  if (params.category) query.category = params.category;
  if (params.stock !== 'all') query.stock = params.stock;
  if (params.state !== 'active') query.state = params.state;
  if (params.price_min) query.price_min = params.price_min;
  if (params.price_max) query.price_max = params.price_max;
  if (withPage && params.page > 1) query.page = String(params.page);
  return query;
}

export function catalogueListHref(params: CatalogueListParams, base = '/admin/catalogue'): string {
  const text = new URLSearchParams(catalogueListQuery(params)).toString();
  return text ? `${base}?${text}` : base;
}

export function isCatalogueFiltered(params: CatalogueListParams): boolean {
  return Object.keys(catalogueListQuery(params, false)).length > 0;
}
