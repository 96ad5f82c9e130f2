import { fitsInCookie } from '@/modules/cart/cookie-budget';
import { deleteCookie, readCookie, writeCookie } from '@/lib/session/browser-cookies';
import { COOKIE_DAYS, WISHLIST_COOKIE } from '@/lib/session/cookie-names';
import { decodeWishlistCookie, encodeWishlistCookie, MAX_WISHLIST_ITEMS } from '@/modules/wishlist/wishlist-cookie';
import { createStore, type Store } from './store';

export interface WishlistState {
  /** True once the cookie has been read. */
  ready: boolean;
  /** Product ids, oldest first. */
  ids: readonly number[];
}

export type WishlistAction = { type: 'ids'; ids: readonly number[] };

export function wishlistReducer(state: WishlistState, action: WishlistAction): WishlistState {
  if (state.ready && action.ids.length === state.ids.length && action.ids.every((id, i) => id === state.ids[i])) return state;
  return { ready: true, ids: action.ids };
}

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

export interface WishlistStore extends Store<WishlistState, WishlistAction> {
  /** Reads the cookie (a damaged one is logged and removed, dropped entries rewritten). */
  start(): void;
  /** Adding an id already present does nothing; false when the wishlist would not fit in its cookie. */
  add(id: number): boolean;
  remove(id: number): void;
  /** Drops the products the platform no longer sells (the wishlist screen finds them when it looks the cards up). */
  forget(gone: readonly number[]): void;
}

/** The wishlist: product ids in the wishlistItems cookie (Base64 JSON); the cards are looked up where they are shown. */
export function createWishlistStore(): WishlistStore {
  const store = createStore(wishlistReducer, { ready: false, ids: [] });
  const set = (ids: readonly number[]) => store.dispatch({ type: 'ids', ids });
  return {
    ...store,
    start() {
      const decoded = decodeWishlistCookie(readCookie(WISHLIST_COOKIE));
      if (decoded.error) {
        console.error(decoded.error);
        deleteCookie(WISHLIST_COOKIE);
      }
      if (decoded.problems.length) {
        console.warn('Wishlist entries dropped:', decoded.problems.join('; '));
        writeIds(decoded.ids);
      }
      set(decoded.ids);
    },
    add(id) {
      const current = store.getState().ids;
      if (current.includes(id)) return true;
      const next = [...current, id];
      if (!writeIds(next)) {
        console.error('Error updating wishlist in cookies: the wishlist would not fit in its cookie');
        return false;
      }
      set(next);
      return true;
    },
    remove(id) {
      const next = store.getState().ids.filter((existing) => existing !== id);
      writeIds(next);
      set(next);
    },
    forget(gone) {
      const current = store.getState().ids;
      const next = current.filter((id) => !gone.includes(id));
      if (next.length === current.length) return;
      console.warn(`Wishlist products no longer sold were removed: ${gone.join(', ')}`);
      writeIds(next);
      set(next);
    },
  };
}
