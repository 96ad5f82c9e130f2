'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCartChanged } from '@/modules/checkout/cart-events';
import { lineKey, type CartLine } from '@/modules/cart/cart-line';
import type { ProductCard } from '@/lib/platform/types';
import type { CartResult } from '@/modules/cart/cart-reducer';
import { createCartStore, type CartStore } from './cart-store';
import { useSession } from './session-provider';
import { useStoreState } from './store';

export type { CartLine } from '@/modules/cart/cart-line';
export type { CartResult } from '@/modules/cart/cart-reducer';

export interface AddToCartInput {
  product: ProductCard;
  size?: string;
  colour?: string;
  units?: number;
}

export interface CartApi {
  /** False until the cart has been read from the cookie or the server. */
  ready: boolean;
  lines: CartLine[];
  /** Distinct lines (the header badge). */
  count: number;
  /** 'Failed to fetch cart items from the API' when the cart could not be loaded; the cart screen offers a retry. */
  error: string | null;
  reload(): void;
  add(input: AddToCartInput): Promise<CartResult>;
  increment(productId: number, size: string): Promise<CartResult>;
  decrement(productId: number, size: string): Promise<CartResult>;
  remove(productId: number, size: string): Promise<CartResult>;
  clear(): Promise<void>;
  /** True while that line's removal is being saved (the row shows a spinner). */
  isRemoving(productId: number, size: string): boolean;
}

const CartContext = createContext<CartStore | null>(null);

/**
 * The cart: the cartItems cookie for guests, the platform's cart (through /store/cart) for signed-in shoppers
 * (components/state/cart-store.ts). On sign-in the guest cart is merged into the server cart once and its cookie
 * removed; on sign-out, or when the platform no longer accepts the session, the cart becomes the guest cart.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const { refresh } = session;
  const [store] = useState(() => createCartStore({ onSessionEnded: () => refresh() }));
  const owner = session.ready ? (session.signedIn ? `user:${session.email || session.name}` : 'guest') : null;
  useEffect(() => {
    if (owner) store.open(owner);
  }, [store, owner]);
  // The code of a change is not part of the page (most visits only show the count): it comes with the shopper's
  // first touch, click or key press, ahead of an Add that may follow.
  useEffect(() => {
    const options = { once: true, passive: true, capture: true };
    window.addEventListener('pointerdown', store.prepare, options);
    window.addEventListener('keydown', store.prepare, options);
    return () => {
      window.removeEventListener('pointerdown', store.prepare, options);
      window.removeEventListener('keydown', store.prepare, options);
    };
  }, [store]);
  // A placed order empties its lines from the server cart: read it again.
  useCartChanged(store.reload);
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart() outside CartProvider');
  const state = useStoreState(store);
  const actions = useMemo(
    () => ({
      reload: store.reload,
      add: ({ product, size, colour, units }: AddToCartInput) => store.change({ type: 'add', product, size, colour, units }),
      increment: (productId: number, size: string) => store.change({ type: 'increment', productId, size }),
      decrement: (productId: number, size: string) => store.change({ type: 'decrement', productId, size }),
      remove: (productId: number, size: string) => store.change({ type: 'remove', productId, size }),
      clear: () => store.change({ type: 'clear' }).then(() => undefined),
    }),
    [store],
  );
  return useMemo<CartApi>(
    () => ({
      ...actions,
      ready: state.ready,
      lines: state.lines,
      count: state.lines.length,
      error: state.error,
      isRemoving: (productId, size) => state.removing.includes(lineKey(productId, size)),
    }),
    [actions, state],
  );
}
