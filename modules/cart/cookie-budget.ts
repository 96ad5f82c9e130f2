/**
 * Browsers drop a cookie whose name, value and attributes pass 4096 bytes, without telling anyone. Every write of
 * the cart and wishlist cookies is measured against this first, so a full list is refused instead of lost.
 */
export const MAX_COOKIE_BYTES = 4096;

/** The attributes writeCookie adds (lib/session/browser-cookies.ts), at their longest. */
const ATTRIBUTES = '; Path=/; Max-Age=604800; SameSite=Lax; Secure';

/** Bytes the browser stores for this cookie, as writeCookie writes it (value URI-encoded). */
export function cookieBytes(name: string, value: string): number {
  return new TextEncoder().encode(`${name}=${encodeURIComponent(value)}${ATTRIBUTES}`).length;
}

export function fitsInCookie(name: string, value: string): boolean {
  return cookieBytes(name, value) <= MAX_COOKIE_BYTES;
}
