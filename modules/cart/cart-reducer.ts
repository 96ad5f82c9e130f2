import type { ProductCard } from '@/lib/platform/types';
import type { CartLine } from './cart-line';

/**
 * The cart as the screens see it. `owner` is whose cart it is ('guest', or 'user:' and the shopper): the lines of a
 * cart that is no longer the shopper's (a load or save finishing after sign-in or sign-out) are ignored.
 */
export interface CartState {
  owner: string | null;
  /** False until the owner's cart has been read (the cookie, or the server). */
  ready: boolean;
  lines: CartLine[];
  /** 'Failed to fetch cart items from the API' when the cart could not be loaded; the cart screen offers a retry. */
  error: string | null;
  /** Keys (lineKey) of the lines whose removal is being saved. */
  removing: readonly string[];
}

export const INITIAL_CART: CartState = { owner: null, ready: false, lines: [], error: null, removing: [] };

export const LOAD_ERROR = 'Failed to fetch cart items from the API';

export type CartAction =
  /** The owner's cart is being read (the first time, after sign-in or sign-out, or again on request). */
  | { type: 'loading'; owner: string }
  | { type: 'loaded'; owner: string; lines: CartLine[]; error: string | null }
  /** The lines as they are now: shown at once for a change being saved, then as the backend confirmed them. */
  | { type: 'lines'; owner: string; lines: CartLine[] }
  | { type: 'removing'; key: string; on: boolean };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'loading':
      return { ...state, owner: action.owner, ready: false, error: null, lines: action.owner === state.owner ? state.lines : [] };
    case 'loaded':
      if (action.owner !== state.owner) return state;
      return { ...state, ready: true, lines: action.lines, error: action.error };
    case 'lines':
      if (action.owner !== state.owner || action.lines === state.lines) return state;
      return { ...state, lines: action.lines };
    case 'removing': {
      const has = state.removing.includes(action.key);
      if (has === action.on) return state;
      return { ...state, removing: action.on ? [...state.removing, action.key] : state.removing.filter((key) => key !== action.key) };
    }
  }
}

/** A change the shopper asks for. */
export type CartChange =
  | { type: 'add'; product: ProductCard; size?: string; colour?: string; units?: number }
  | { type: 'increment' | 'decrement' | 'remove'; productId: number; size: string }
  | { type: 'clear' };

/** What a change answers the screen: done, or the message to show. */
export type CartResult = { ok: true } | { ok: false; message: string };

/** What the backend must store for a change: the changed lines, one line's removal, or nothing at all. */
export type CartSave =
  | { type: 'lines'; lines: CartLine[]; product?: ProductCard }
  | { type: 'remove'; productId: number; size: string }
  | { type: 'clear' }
  | { type: 'none' };
