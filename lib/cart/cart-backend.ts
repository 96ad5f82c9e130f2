import type { ProductCard } from '@/lib/platform/types';
import { deleteCookie } from '@/lib/session/browser-cookies';
import { CART_COOKIE } from '@/lib/session/cookie-names';
import type { CartLine } from './cart-line';
import { CART_FULL_MESSAGE } from './cart-line-from-card';
import type { CartSave } from './cart-reducer';
import { readGuestCart, writeGuestCart } from './guest-cart-store';

/** An answer of a backend: the lines as stored, or why not (status 0 when nothing answered, 401 when signed out). */
export type BackendAnswer = { ok: true; lines: CartLine[] } | { ok: false; status: number; message: string };

/** Where a cart lives: the cartItems cookie for a guest, the platform (through /store/cart) for a shopper. */
export interface CartBackend {
  readonly kind: 'guest' | 'server';
  /** The cart as stored now. */
  load(): Promise<BackendAnswer>;
  /** Stores one change: `next` is every line after it, `save` what changed. */
  save(save: CartSave, next: CartLine[]): Promise<BackendAnswer>;
}

/**
 * The guest cart: the cookie holds only what cannot be looked up again, so the backend keeps the cards it priced
 * the cookie's lines with (and the added products') to write it back.
 */
export function guestBackend(): CartBackend {
  let cards = new Map<number, ProductCard>();
  return {
    kind: 'guest',
    async load() {
      const guest = await readGuestCart();
      cards = guest.cards;
      return guest.failed ? { ok: false, status: 0, message: 'Failed to fetch cart items from the API' } : { ok: true, lines: guest.lines };
    },
    async save(save, next) {
      if (save.type === 'lines' && save.product) cards.set(save.product.id, save.product);
      if (save.type === 'clear') deleteCookie(CART_COOKIE);
      // A shorter cart always fits; a longer one may not, and is then refused.
      else if (!writeGuestCart(next, cards) && save.type === 'lines') return { ok: false, status: 0, message: CART_FULL_MESSAGE };
      return { ok: true, lines: next };
    },
  };
}

// Loaded on first use: a guest who only browses needs neither the server cart's calls nor the merge.
const serverCartCalls = () => import('./cart-client').then((module) => module.serverCart);

/**
 * The signed-in shopper's cart on the platform. Loading it merges a guest cart left in the cookie first (once per
 * session and cookie); every change answers the whole cart as the platform now holds it.
 */
export function serverBackend(owner: string): CartBackend {
  return {
    kind: 'server',
    async load() {
      const { fetchOrMergeServerCart } = await import('./merge-once');
      return fetchOrMergeServerCart(owner);
    },
    async save(save, next) {
      if (save.type === 'none') return { ok: true, lines: next };
      const calls = await serverCartCalls();
      switch (save.type) {
        case 'lines':
          return calls.save(save.lines.map((l) => ({ productId: l.productId, size: l.size, units: l.units, colour: l.colour })));
        case 'remove':
          return calls.remove(save.productId, save.size);
        case 'clear': {
          const answer = await calls.clear();
          if (answer.ok) deleteCookie(CART_COOKIE);
          return answer;
        }
      }
    },
  };
}
