'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToast } from '@/components/ui/toast';
import { fitsInCookie } from '@/lib/cart/cookie-budget';
import { fetchProductCards } from '@/lib/cart/product-cards-client';
import { deleteCookie, readCookie, writeCookie } from '@/lib/session/browser-cookies';
import { COOKIE_DAYS, WISHLIST_COOKIE } from '@/lib/session/cookie-names';
import { decodeWishlistCookie, encodeWishlistCookie, MAX_WISHLIST_ITEMS } from '@/lib/wishlist/wishlist-cookie';
import { wishlistItemFromCard, type WishlistItem } from '@/lib/wishlist/wishlist-item';

export type { WishlistItem } from '@/lib/wishlist/wishlist-item';

export interface WishlistApi {
  /** True once the cookie has been read and its products looked up. */
  ready: boolean;
  /** Items whose products are known (all of them once ready, unless the lookup failed). */
  items: WishlistItem[];
  count: number;
  /** True when the products could not be looked up; the wishlist screen offers a retry. */
  failed: boolean;
  reload(): void;
  has(id: number): boolean;
  /** Adding an id already present does nothing. */
  add(item: WishlistItem): void;
  remove(id: number): void;
  /** Adds or removes; answers true when the item is now in the wishlist. */
  toggle(item: WishlistItem): boolean;
}

const WishlistContext = createContext<WishlistApi | null>(null);

export function useWishlist(): WishlistApi {
  const wishlist = useContext(WishlistContext);
  if (!wishlist) throw new Error('useWishlist() outside WishlistProvider');
  return wishlist;
}

export const WISHLIST_FULL_MESSAGE = 'Your wishlist is full. Please remove an item before adding another.';

/** Writes the ids to the wishlistItems cookie (an empty list deletes it); false when they would not fit. */
function writeIds(ids: readonly number[]): boolean {
  if (ids.length === 0) {
    deleteCookie(WISHLIST_COOKIE);
    return true;
  }
  const value = encodeWishlistCookie(ids);
  if (ids.length > MAX_WISHLIST_ITEMS || !fitsInCookie(WISHLIST_COOKIE, value)) return false;
  writeCookie(WISHLIST_COOKIE, value, COOKIE_DAYS);
  return true;
}

/** The wishlist, kept in the wishlistItems cookie as Base64 JSON of product ids; the cards are looked up on load. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [ids, setIdsState] = useState<number[]>([]);
  const [known, setKnown] = useState<ReadonlyMap<number, WishlistItem>>(new Map());
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const idsRef = useRef<number[]>([]);

  const setIds = useCallback((next: number[]) => {
    idsRef.current = next;
    setIdsState(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    const decoded = decodeWishlistCookie(readCookie(WISHLIST_COOKIE));
    if (decoded.error) {
      console.error(decoded.error);
      deleteCookie(WISHLIST_COOKIE);
    }
    if (decoded.problems.length) {
      console.warn('Wishlist entries dropped:', decoded.problems.join('; '));
      writeIds(decoded.ids);
    }
    setIds(decoded.ids);
    setFailed(false);
    if (decoded.ids.length === 0) {
      setReady(true);
      return;
    }
    setReady(false);
    fetchProductCards(decoded.ids).then(
      (cards) => {
        if (cancelled) return;
        const found = idsRef.current.filter((id) => cards.has(id) || !decoded.ids.includes(id));
        const gone = decoded.ids.filter((id) => !cards.has(id));
        if (gone.length) {
          console.warn(`Wishlist products no longer sold were removed: ${gone.join(', ')}`);
          writeIds(found);
          setIds(found);
        }
        setKnown((current) => new Map([...current, ...[...cards.values()].map((card) => [card.id, wishlistItemFromCard(card)] as const)]));
        setReady(true);
      },
      (error: unknown) => {
        console.error('Failed to load products. Please try again later.', error);
        if (cancelled) return;
        setFailed(true);
        setReady(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, setIds]);

  const add = useCallback(
    (item: WishlistItem): boolean => {
      const current = idsRef.current;
      if (current.includes(item.id)) return true;
      const next = [...current, item.id];
      if (!writeIds(next)) {
        console.error('Error updating wishlist in cookies: the wishlist would not fit in its cookie');
        toast({ message: WISHLIST_FULL_MESSAGE, tone: 'error' });
        return false;
      }
      setIds(next);
      setKnown((known) => new Map(known).set(item.id, item));
      return true;
    },
    [toast, setIds],
  );

  const remove = useCallback(
    (id: number) => {
      const next = idsRef.current.filter((existing) => existing !== id);
      writeIds(next);
      setIds(next);
    },
    [setIds],
  );

  const api = useMemo<WishlistApi>(() => {
    const has = (id: number) => ids.includes(id);
    return {
      ready,
      items: ids.flatMap((id) => known.get(id) ?? []),
      count: ids.length,
      failed,
      reload: () => setAttempt((n) => n + 1),
      has,
      add: (item) => void add(item),
      remove,
      toggle(item) {
        if (idsRef.current.includes(item.id)) {
          remove(item.id);
          return false;
        }
        return add(item);
      },
    };
  }, [ids, known, ready, failed, add, remove]);
  return <WishlistContext.Provider value={api}>{children}</WishlistContext.Provider>;
}
