import type { CartLine } from './cart-line';

/**
 * An answer of a cart backend (./cart-backend.ts): the lines as stored, or why not (status 0 when nothing answered,
 * 401 when signed out).
 */
export type BackendAnswer = { ok: true; lines: CartLine[] } | { ok: false; status: number; message: string };
