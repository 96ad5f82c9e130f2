'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { DefaultOptions, QueryClient } from '@tanstack/react-query';

/** Attempts after the first failure of a query; a 4xx answer (an error with `status` 400-499) is not retried. */
export const QUERY_RETRIES = 3;

/** 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(1000 * 2 ** failures, 30_000);
}

function retry(failures: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failures < QUERY_RETRIES;
}

/**
 * The shop's query defaults: retried with exponential backoff, fetched again when the browser comes back online,
 * not on every tab focus, and fresh for 30 s (a page and the next one share a lookup). Mutations are never retried
 * (placing an order twice is the platform's idempotency key's job, not a retry's).
 */
export const QUERY_DEFAULTS: DefaultOptions = {
  queries: { retry, retryDelay, refetchOnReconnect: true, refetchOnWindowFocus: false, staleTime: 30_000 },
  mutations: { retry: false },
};

/** Holds the shop's one QueryClient, made on first use so that pages which query nothing never load react-query. */
export class QueryClientSlot {
  #client: QueryClient | null = null;

  /** The client, made by `create` the first time. */
  get(create: (defaults: DefaultOptions) => QueryClient): QueryClient {
    this.#client ??= create(QUERY_DEFAULTS);
    return this.#client;
  }
}

const SlotContext = createContext<QueryClientSlot | null>(null);

/** The slot of the nearest QueryClientProvider (null outside one: QueryScope then makes a client of its own). */
export function useQueryClientSlot(): QueryClientSlot | null {
  return useContext(SlotContext);
}

/**
 * The shop's one QueryClient, for every page of a shop (in ShopProviders), so a client-side navigation keeps what
 * was fetched. It loads nothing itself: react-query arrives with the first screen that queries, which wraps its
 * queries in <QueryScope> (components/state/query-scope.tsx); catalogue pages that query nothing stay without it.
 */
export function QueryClientProvider({ children }: { children: ReactNode }) {
  const [slot] = useState(() => new QueryClientSlot());
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}
