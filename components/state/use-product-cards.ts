'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchProductCards } from '@/modules/cart/product-cards-client';
import type { ProductCard } from '@/lib/platform/types';
import { useShopperKey } from './shopper-key';

export interface ProductCards {
  /** Cards by id once looked up; ids no longer sold are absent. While other ids load, the last answer stays. */
  cards: ReadonlyMap<number, ProductCard> | null;
  /** True when the cards answer the ids asked for now (not an earlier list's answer kept while loading). */
  current: boolean;
  failed: boolean;
  retry(): void;
}

const NOTHING: ReadonlyMap<number, ProductCard> = new Map();

/**
 * Fresh cards (the shop's current prices and stock) for products known by id: the wishlist, recently viewed.
 * Through react-query (inside a <QueryScope>): keyed by shop, shopper and ids, retried with backoff, looked up again
 * when the browser comes back online. Removing an id asks nothing; adding one looks the list up again.
 */
export function useProductCards(ids: readonly number[]): ProductCards {
  const shopper = useShopperKey();
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  // Fewer ids (one removed) need no lookup: the cards already asked for cover them. A new id asks again.
  const [asked, setAsked] = useState(wanted);
  const covered = wanted.every((id) => asked.includes(id));
  if (!covered) setAsked(wanted);
  const lookup = covered ? asked : wanted;
  const query = useQuery({
    queryKey: [...shopper, 'product-cards', lookup.join(',')],
    queryFn: () => fetchProductCards(lookup),
    enabled: wanted.length > 0,
    placeholderData: keepPreviousData,
  });
  if (wanted.length === 0) return { cards: NOTHING, current: true, failed: false, retry: () => {} };
  return {
    cards: query.data ?? null,
    current: query.isSuccess && !query.isPlaceholderData,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
