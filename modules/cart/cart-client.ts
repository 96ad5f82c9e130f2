import { storeCall } from '@/lib/store/browser';
import type { CartLine } from './cart-line';

/** Answers of the storefront's /store/cart handlers, as the cart provider uses them. */
export type CartCall = { ok: true; lines: CartLine[] } | { ok: false; status: number; message: string };

async function call(path: string, body?: unknown): Promise<CartCall> {
  const result = await storeCall<CartLine[]>(path, { method: body === undefined && path === '/store/cart' ? 'GET' : 'POST', body });
  return result.ok ? { ok: true, lines: result.data } : result;
}

export interface SaveLine {
  productId: number;
  size: string;
  units: number;
  colour?: string;
}

export const serverCart = {
  fetch: () => call('/store/cart'),
  save: (lines: SaveLine[]) => call('/store/cart', { lines }),
  remove: (productId: number, size: string) => call('/store/cart/delete', { productId, size }),
  clear: () => call('/store/cart/clear', {}),
  /** Joins the guest cookie cart to the server cart; the handler removes the cookie. */
  merge: () => call('/store/cart/merge', {}),
};
