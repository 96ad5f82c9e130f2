'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ProductCard } from '@/lib/platform/types';
import {
  entryFromCard,
  parseRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  withViewed,
  type RecentlyViewedEntry,
} from '@/modules/recently-viewed/recently-viewed-list';
import { createStore, useStoreState, type Store } from './store';

interface RecentlyViewedState {
  /** What local storage held when last read (null: nothing), and its entries; entries null until read. */
  raw: string | null;
  entries: RecentlyViewedEntry[] | null;
}

type RecentlyViewedAction = { type: 'read'; raw: string | null };

function recentlyViewedReducer(state: RecentlyViewedState, action: RecentlyViewedAction): RecentlyViewedState {
  if (state.entries !== null && action.raw === state.raw) return state;
  return { raw: action.raw, entries: parseRecentlyViewed(action.raw) };
}

function readStored(): string | null {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null;
  }
}

interface RecentlyViewedStore extends Store<RecentlyViewedState, RecentlyViewedAction> {
  start(): () => void;
  record(product: ProductCard): void;
}

/** The recently viewed list in local storage `recentlyViewed` (newest first, 6 kept), followed across tabs. */
function createRecentlyViewedStore(): RecentlyViewedStore {
  const store = createStore(recentlyViewedReducer, { raw: null, entries: null });
  const read = () => store.dispatch({ type: 'read', raw: readStored() });
  return {
    ...store,
    start() {
      read();
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === RECENTLY_VIEWED_KEY) read();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    record(product) {
      try {
        localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(parseRecentlyViewed(readStored()), entryFromCard(product))));
      } catch (error) {
        console.error('Could not store the recently viewed list', error);
      }
      read();
    },
  };
}

export interface RecentlyViewed {
  /** The recently viewed products, newest first; null until the browser's storage has been read (hydration). */
  entries: RecentlyViewedEntry[] | null;
  /** Call when a shopper views a product: it moves to the front of the list. */
  record(product: ProductCard): void;
}

const RecentlyViewedContext = createContext<RecentlyViewedStore | null>(null);

export function RecentlyViewedProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createRecentlyViewedStore);
  useEffect(() => store.start(), [store]);
  return <RecentlyViewedContext.Provider value={store}>{children}</RecentlyViewedContext.Provider>;
}

export function useRecentlyViewed(): RecentlyViewed {
  const store = useContext(RecentlyViewedContext);
  if (!store) throw new Error('useRecentlyViewed() outside RecentlyViewedProvider');
  const { entries } = useStoreState(store);
  return useMemo(() => ({ entries, record: store.record }), [entries, store]);
}
