'use client';

import type { ProductCard } from '@/lib/platform/types';
import { useRecentlyViewed } from './recently-viewed-provider';
import { useProductCards } from './use-product-cards';

export interface RecentlyViewedCards {
  /** Null while loading. */
  cards: ProductCard[] | null;
  failed: boolean;
  /** How many entries are stored (for placeholders). */
  stored: number;
}

/**
 * The recently viewed products (newest first) with fresh prices, less those in `exclude`; products no longer sold
 * drop out. One lookup of the whole list serves the cart and /RecentlyViewed (inside a <QueryScope>).
 */
export function useRecentlyViewedCards(exclude: readonly number[] = []): RecentlyViewedCards {
  const { entries } = useRecentlyViewed();
  const all = (entries ?? []).map((entry) => entry.id);
  const { cards, failed } = useProductCards(all);
  const ids = all.filter((id) => !exclude.includes(id));
  if (entries === null) return { cards: null, failed: false, stored: 0 };
  return { cards: cards ? ids.flatMap((id) => cards.get(id) ?? []) : null, failed, stored: ids.length };
}
