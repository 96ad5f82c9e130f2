import type { ProductCard } from '@/lib/platform/types';
import { sameLine, type CartLine } from './cart-line';
import { MAX_QUANTITY_MESSAGE } from './cart-line-from-card';
import { planAdd } from './plan-add';

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

/** What the backend must store for a change: the changed lines, one line's removal, or nothing at all. */
export type CartSave =
  | { type: 'lines'; lines: CartLine[]; product?: ProductCard }
  | { type: 'remove'; productId: number; size: string }
  | { type: 'clear' }
  | { type: 'none' };

export type CartPlan = { ok: false; message: string } | { ok: true; next: CartLine[]; save: CartSave };

export const NOT_IN_CART_MESSAGE = 'This item is no longer in your cart.';

/**
 * What a change does to `lines`, decided by the spec's rules and nothing else: the lines to show and what to save.
 * Adding follows planAdd (a size when the product has sizes, never past the size's stock, at most 100 lines); plus
 * stops at the line's stock; minus never goes below 1.
 */
export function planChange(lines: readonly CartLine[], change: CartChange): CartPlan {
  switch (change.type) {
    case 'add': {
      const plan = planAdd(lines, change.product, change.size, change.colour, change.units ?? 1);
      if (!plan.ok) return plan;
      return { ok: true, next: plan.next, save: { type: 'lines', lines: [plan.line], product: change.product } };
    }
    case 'increment':
    case 'decrement': {
      const line = lines.find((l) => sameLine(l, change.productId, change.size));
      if (change.type === 'increment') {
        if (!line) return { ok: false, message: NOT_IN_CART_MESSAGE };
        if (line.units >= line.stock) return { ok: false, message: MAX_QUANTITY_MESSAGE };
      } else if (!line || line.units <= 1) return { ok: true, next: [...lines], save: { type: 'none' } };
      const updated = { ...line, units: line.units + (change.type === 'increment' ? 1 : -1) };
      return { ok: true, next: lines.map((l) => (l === line ? updated : l)), save: { type: 'lines', lines: [updated] } };
    }
    case 'remove':
      return {
        ok: true,
        next: lines.filter((l) => !sameLine(l, change.productId, change.size)),
        save: { type: 'remove', productId: change.productId, size: change.size },
      };
    case 'clear':
      return { ok: true, next: [], save: { type: 'clear' } };
  }
}
