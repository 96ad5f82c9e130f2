'use client';

import type { ProductCard } from '@/lib/platform/types';
import { useRecentlyViewed } from './recently-viewed';
import { useProductCards } from './use-product-cards';

export interface RecentlyViewedCards {
  /** Null while loading. */
  cards: ProductCard[] | null;
  failed: boolean;
  /** How many entries are stored (for placeholders). */
  stored: number;
}

/** The recently viewed products (newest first) with fresh prices; products no longer sold drop out. */
export function useRecentlyViewedCards(exclude: readonly number[] = []): RecentlyViewedCards {
  const entries = useRecentlyViewed();
  const ids = (entries ?? []).map((entry) => entry.id).filter((id) => !exclude.includes(id));
  const { cards, failed } = useProductCards(ids);
  if (entries === null) return { cards: null, failed: false, stored: 0 };
  return { cards: cards ? ids.flatMap((id) => cards.get(id) ?? []) : null, failed, stored: ids.length };
}
