'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** Holds the shop's one QueryClient, made on first use so that pages which query nothing never load react-query. */
export class QueryClientSlot {
  #client: QueryClient | null = null;

  /** The client, made by `create` the first time (with the shop's defaults: query-scope.tsx, loaded with it). */
  get(create: () => QueryClient): QueryClient {
    this.#client ??= create();
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
