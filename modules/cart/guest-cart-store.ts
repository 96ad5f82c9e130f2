import { deleteCookie, readCookie, writeCookie } from '@/lib/session/browser-cookies';
import { CART_COOKIE, COOKIE_DAYS } from '@/lib/session/cookie-names';
import type { ProductCard } from '@/lib/platform/types';
import type { BackendAnswer } from './backend-answer';
import { decodeCartCookie, encodeCartCookie } from './cart-cookie';
import { CART_FULL_MESSAGE, type CartLine } from './cart-line';
import { linesFromCookie, storedFromLine } from './cart-line-from-card';
import { fitsInCookie } from './cookie-budget';
import { fetchProductCards } from './product-cards-client';
import type { CartSave } from './cart-reducer';

export interface GuestCart {
  lines: CartLine[];
  cards: Map<number, ProductCard>;
  /** Set when the products could not be looked up; the cookie is left as it was. */
  failed?: boolean;
}

/**
 * The guest cart from the cartItems cookie, priced by the platform. An unreadable cookie is logged and the cart
 * starts empty; lines naming products no longer sold are dropped (logged) and the cookie rewritten without them.
 */
export async function readGuestCart(): Promise<GuestCart> {
  const raw = readCookie(CART_COOKIE);
  const decoded = decodeCartCookie(raw);
  if (decoded.problems.length) console.error('Failed to parse cart items from cookies:', decoded.problems.join('; '));
  if (decoded.lines.length === 0) {
    if (raw) deleteCookie(CART_COOKIE);
    return { lines: [], cards: new Map() };
  }
  let cards: Map<number, ProductCard>;
  try {
    cards = await fetchProductCards(decoded.lines.map((line) => line.productId));
  } catch (error) {
    console.error('Failed to fetch cart items from the API', error);
    return { lines: [], cards: new Map(), failed: true };
  }
  const { lines, problems } = linesFromCookie(decoded.lines, cards);
  if (problems.length || decoded.problems.length) {
    if (problems.length) console.warn('Cart lines trimmed:', problems.join('; '));
    writeGuestCart(lines, cards);
  }
  return { lines, cards };
}

/** Writes the guest cart to its cookie (an empty cart deletes it); false when it would not fit in a cookie. */
export function writeGuestCart(lines: readonly CartLine[], cards: ReadonlyMap<number, ProductCard>): boolean {
  if (lines.length === 0) {
    deleteCookie(CART_COOKIE);
    return true;
  }
  const value = encodeCartCookie(lines.map((line) => storedFromLine(line, cards.get(line.productId))));
  if (!fitsInCookie(CART_COOKIE, value)) {
    console.error('Error updating cart items in cookies: the cart would not fit in its cookie');
    return false;
  }
  writeCookie(CART_COOKIE, value, COOKIE_DAYS);
  return true;
}

/**
 * Stores a change of the guest cart (the guest backend's save): a shorter cart always fits; a longer one may not,
 * and is then refused.
 */
export function saveGuestCart(save: CartSave, next: CartLine[], cards: ReadonlyMap<number, ProductCard>): BackendAnswer {
  if (save.type === 'clear') deleteCookie(CART_COOKIE);
  else if (!writeGuestCart(next, cards) && save.type === 'lines') return { ok: false, status: 0, message: CART_FULL_MESSAGE };
  return { ok: true, lines: next };
}
