'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useToast } from '@/components/ui/toast';
import type { WishlistItem } from '@/modules/wishlist/wishlist-item';
import { useStoreState } from './store';
import { createWishlistStore, type WishlistStore } from './wishlist-store';

export type { WishlistItem } from '@/modules/wishlist/wishlist-item';

export interface WishlistApi {
  /** True once the cookie has been read. */
  ready: boolean;
  /** Product ids, oldest first; their cards come from useProductCards (components/state/use-product-cards.ts). */
  ids: readonly number[];
  count: number;
  has(id: number): boolean;
  /** Adding an id already present does nothing (the item's id is what is kept). */
  add(item: WishlistItem): void;
  remove(id: number): void;
  /** Adds or removes; answers true when the item is now in the wishlist. */
  toggle(item: WishlistItem): boolean;
  /** Drops products the platform no longer sells. */
  forget(gone: readonly number[]): void;
}

export const WISHLIST_FULL_MESSAGE = 'Your wishlist is full. Please remove an item before adding another.';

const WishlistContext = createContext<WishlistStore | null>(null);

/** The wishlist, kept in the wishlistItems cookie as Base64 JSON of product ids. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createWishlistStore);
  useEffect(() => store.start(), [store]);
  return <WishlistContext.Provider value={store}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistApi {
  const store = useContext(WishlistContext);
  if (!store) throw new Error('useWishlist() outside WishlistProvider');
  const toast = useToast();
  const { ready, ids } = useStoreState(store);
  const actions = useMemo(() => {
    const add = (item: WishlistItem) => {
      const added = store.add(item.id);
      if (!added) toast({ message: WISHLIST_FULL_MESSAGE, tone: 'error' });
      return added;
    };
    return {
      add: (item: WishlistItem) => void add(item),
      remove: store.remove,
      forget: store.forget,
      toggle(item: WishlistItem) {
        if (store.getState().ids.includes(item.id)) {
          store.remove(item.id);
          return false;
        }
        return add(item);
      },
    };
  }, [store, toast]);
  return useMemo(() => ({ ...actions, ready, ids, count: ids.length, has: (id: number) => ids.includes(id) }), [actions, ready, ids]);
}
