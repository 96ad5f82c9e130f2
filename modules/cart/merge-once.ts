import { deleteCookie, readCookie } from '@/lib/session/browser-cookies';
import { CART_COOKIE } from '@/lib/session/cookie-names';
import { serverCart, type CartCall } from './cart-client';

/**
 * The signed-in shopper's cart when a page opens: a guest cart left in the cookie is merged into it first (once
 * per session and cookie, one tab at a time), otherwise it is fetched. The cookie goes once the server has it.
 */
export function fetchOrMergeServerCart(userKey: string): Promise<CartCall> {
  return withCartLock(async () => {
    const pending = await guestCartToMerge(userKey);
    const result = pending ? await serverCart.merge() : await serverCart.fetch();
    if (result.ok) {
      if (pending) markMerged(pending.flag);
      deleteCookie(CART_COOKIE);
    }
    return result;
  });
}

/**
 * Runs `work` with the browser's lock on the guest cart, so two tabs opening after sign-in do not both merge the
 * same cookie (the second finds it gone). Browsers without the Web Locks API run it directly.
 */
async function withCartLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request('cartItems-merge', work);
  return work();
}

/** The guest cart this tab should merge for `userKey` now: null when it is empty or this session merged it. */
async function guestCartToMerge(userKey: string): Promise<{ flag: string } | null> {
  const raw = readCookie(CART_COOKIE);
  if (!raw) return null;
  // The cookie's format loads only when there is one: most signed-in visits have no guest cart left to merge.
  const { decodeCartCookie } = await import('./cart-cookie');
  if (decodeCartCookie(raw).lines.length === 0) return null;
  const flag = `cartMerged:${userKey}:${hash(raw)}`;
  return sessionStorage.getItem(flag) ? null : { flag };
}

function markMerged(flag: string): void {
  try {
    sessionStorage.setItem(flag, '1');
  } catch {
    // storage full or disabled: the handler's cookie removal still keeps the merge to once
  }
}

function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}
