import type { ProductCard } from '@/lib/platform/types';
import { readCookie } from '@/lib/session/browser-cookies';
import { CART_COOKIE } from '@/lib/session/cookie-names';
import { NETWORK_MESSAGE } from '@/lib/store/messages';
import type { BackendAnswer } from './backend-answer';
import type { CartLine } from './cart-line';
import type { CartSave } from './cart-reducer';

/** Where a cart lives: the cartItems cookie for a guest, the platform (through /store/cart) for a shopper. */
export interface CartBackend {
  readonly kind: 'guest' | 'server';
  /** The cart as stored now. */
  load(): Promise<BackendAnswer>;
  /** Stores one change: `next` is every line after it, `save` what changed. */
  save(save: CartSave, next: CartLine[]): Promise<BackendAnswer>;
  /** Fetches the code that saving needs (loaded on first use), so that it can arrive alongside the change's own. */
  prepare?(): Promise<unknown>;
}

// Loaded on first use: a guest without a cart cookie (most first visits) needs neither its format nor the lookup
// that prices it until something is added.
const guestCartStore = () => import('./guest-cart-store');

/**
 * The guest cart: the cookie holds only what cannot be looked up again, so the backend keeps the cards it priced
 * the cookie's lines with (and the added products') to write it back.
 */
export function guestBackend(): CartBackend {
  let cards = new Map<number, ProductCard>();
  return {
    kind: 'guest',
    prepare: guestCartStore,
    async load() {
      if (readCookie(CART_COOKIE) === null) return { ok: true, lines: [] };
      const guest = await (await guestCartStore()).readGuestCart();
      cards = guest.cards;
      return guest.failed ? { ok: false, status: 0, message: 'Failed to fetch cart items from the API' } : { ok: true, lines: guest.lines };
    },
    async save(save, next) {
      if (save.type === 'lines' && save.product) cards.set(save.product.id, save.product);
      const store = await guestCartStore().catch((failure: unknown) => console.error('Error loading the cart', failure));
      return store ? store.saveGuestCart(save, next, cards) : { ok: false, status: 0, message: NETWORK_MESSAGE };
    },
  };
}

// Loaded on first use: a shopper who only browses needs no code for saving changes (the load's own, with the merge,
// is ./merge-once.ts).
const serverCartSave = () => import('./signed-in-cart-save');

/**
 * The signed-in shopper's cart on the platform. Loading it merges a guest cart left in the cookie first (once per
 * session and cookie); every change answers the whole cart as the platform now holds it.
 */
export function serverBackend(owner: string): CartBackend {
  return {
    kind: 'server',
    prepare: serverCartSave,
    async load() {
      const { fetchOrMergeServerCart } = await import('./merge-once');
      return fetchOrMergeServerCart(owner);
    },
    async save(save, next) {
      return (await serverCartSave()).saveServerCart(save, next);
    },
  };
}
