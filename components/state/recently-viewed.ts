'use client';

import { useSyncExternalStore } from 'react';
import type { ProductCard } from '@/lib/platform/types';
import { entryFromCard, parseRecentlyViewed, RECENTLY_VIEWED_KEY, withViewed, type RecentlyViewedEntry } from '@/lib/recently-viewed/recently-viewed-list';

const CHANGED = 'recently-viewed-changed';
let cached: { raw: string | null; entries: RecentlyViewedEntry[] } | null = null;

function readStored(): string | null {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null;
  }
}

function snapshot(): RecentlyViewedEntry[] {
  const raw = readStored();
  if (cached?.raw !== raw) cached = { raw, entries: parseRecentlyViewed(raw) };
  return cached.entries;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** Call when a shopper views a product: it moves to the front of local storage `recentlyViewed` (newest 6 kept). */
export function recordRecentlyViewed(product: ProductCard): void {
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(snapshot(), entryFromCard(product))));
    window.dispatchEvent(new Event(CHANGED));
  } catch (error) {
    console.error('Could not store the recently viewed list', error);
  }
}

/** The recently viewed products, newest first; null until the browser's storage has been read (hydration). */
export function useRecentlyViewed(): RecentlyViewedEntry[] | null {
  return useSyncExternalStore<RecentlyViewedEntry[] | null>(subscribe, snapshot, () => null);
}
