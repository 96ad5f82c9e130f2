'use client';

import { useEffect, useState } from 'react';
import { fetchProductCards } from '@/lib/cart/product-cards-client';
import type { ProductCard } from '@/lib/platform/types';

export interface ProductCards {
  /** Cards by id once looked up; ids no longer sold are absent. */
  cards: ReadonlyMap<number, ProductCard> | null;
  failed: boolean;
}

const NOTHING_TO_LOOK_UP: ProductCards = { cards: new Map(), failed: false };

/** Fresh cards (current prices and stock) for products known by id, in one request. */
export function useProductCards(ids: readonly number[]): ProductCards {
  const key = ids.join(',');
  const [state, setState] = useState<{ key: string } & ProductCards>({ key: '', cards: null, failed: false });
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    fetchProductCards(key.split(',').map(Number)).then(
      (cards) => !cancelled && setState({ key, cards, failed: false }),
      (error: unknown) => {
        console.error('Failed to load products. Please try again later.', error);
        if (!cancelled) setState({ key, cards: null, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key]);
  if (!key) return NOTHING_TO_LOOK_UP;
  return state.key === key ? state : { cards: null, failed: false };
}
