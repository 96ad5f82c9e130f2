'use client';

import { QueryClient, QueryClientProvider as TanStackQueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useQueryClientSlot } from './query-client-provider';

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

/**
 * Where react-query's hooks (useQuery, useMutation, useQueryClient) work: wrap a screen, or the part of it that
 * queries, in <QueryScope>. Every scope under the shop's QueryClientProvider shares its one client (one cache, one
 * set of defaults); only the pages that render a scope load react-query.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const slot = useQueryClientSlot();
  const [client] = useState(() => {
    const create = () => new QueryClient({ defaultOptions: QUERY_DEFAULTS });
    return slot ? slot.get(create) : create();
  });
  return <TanStackQueryClientProvider client={client}>{children}</TanStackQueryClientProvider>;
}
