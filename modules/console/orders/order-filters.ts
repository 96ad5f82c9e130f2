import { TO_SHIP } from '@/platform/orders/contract/console-orders';
import type { OrderStatus } from '@/platform/orders/contract/orders';

/** The list's "Awaiting confirmation" filter: cash-on-delivery orders still to be confirmed (their status). */
export const AWAITING_CONFIRMATION: OrderStatus = 'Awaiting Confirmation';

/** The console's order filters as the list page's URL carries them (?status=&from=&to=&q=&page=), so a list can be shared. */
export interface OrderFilterParams {
  status: string;
  from: string;
  to: string;
  q: string;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');

export function orderFilterParams(search: SearchParams): OrderFilterParams {
  const page = Number.parseInt(one(search.page), 10);
  return {
    status: one(search.status),
    from: one(search.from),
    to: one(search.to),
    q: one(search.q),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The platform's query for the filters (empty ones left out); `page` only when asked for. */
export function orderFilterQuery(filters: OrderFilterParams, withPage = true): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['status', 'from', 'to', 'q'] as const) if (filters[key]) query[key] = filters[key];
  if (withPage && filters.page > 1) query.page = String(filters.page);
  return query;
}

/** A console URL carrying the filters: the list's pages and the export link. */
export function orderFiltersHref(path: string, filters: OrderFilterParams, page?: number): string {
  const query = new URLSearchParams(orderFilterQuery({ ...filters, page: page ?? filters.page }));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Which of the list's shortcuts the filters are exactly: every order, those awaiting confirmation, those to ship,
 * today's (an IST day); else null.
 */
export function orderShortcut(filters: OrderFilterParams, today: string): 'all' | 'awaiting' | 'to-ship' | 'today' | null {
  const { q, status, from, to } = filters;
  if (q) return null;
  if (!status && !from && !to) return 'all';
  if (status === AWAITING_CONFIRMATION && !from && !to) return 'awaiting';
  if (status === TO_SHIP && !from && !to) return 'to-ship';
  if (!status && from === today && to === today) return 'today';
  return null;
}

/** Today in India (the shop's day), as YYYY-MM-DD. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);
}
