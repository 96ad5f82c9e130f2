import type { CartLine } from './cart-line';

/** Answers of the storefront's /store/cart handlers, as the cart provider uses them. */
export type CartCall = { ok: true; lines: CartLine[] } | { ok: false; status: number; message: string };

export const NETWORK_MESSAGE = 'An error occurred. Please try again later.';

async function call(path: string, body?: unknown): Promise<CartCall> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined && path === '/store/cart' ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_MESSAGE };
  }
  const payload = (await response.json().catch(() => null)) as { lines?: CartLine[]; message?: string } | null;
  if (response.ok && Array.isArray(payload?.lines)) return { ok: true, lines: payload.lines };
  return { ok: false, status: response.status, message: payload?.message ?? NETWORK_MESSAGE };
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
