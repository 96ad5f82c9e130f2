import { readCookie, writeCookie } from '@/lib/session/browser-cookies';

/**
 * The PIN code a shopper last checked delivery for, so the product page, the cart and the checkout ask once. Not secret
 * (readable, SameSite=Lax), kept a year. The widgets on a page read it through a small store, so a PIN checked in one
 * shows in every other at once.
 */
export const DELIVERY_PIN_COOKIE = 'delivery_pin';
export const DELIVERY_PIN_DAYS = 365;

const PIN = /^\d{6}$/;

/** The cookie's PIN code, or null when there is none or it is not one (a bad cookie is ignored, never a crash). */
export function parseDeliveryPin(value: string | null | undefined): string | null {
  return value && PIN.test(value) ? value : null;
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: the remembered PIN code, in the browser. */
export function readDeliveryPin(): string | null {
  return parseDeliveryPin(readCookie(DELIVERY_PIN_COOKIE));
}

export function subscribeDeliveryPin(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers `pincode` for a year and tells every widget on the page. */
export function rememberDeliveryPin(pincode: string): void {
  if (!parseDeliveryPin(pincode) || readDeliveryPin() === pincode) return;
  writeCookie(DELIVERY_PIN_COOKIE, pincode, DELIVERY_PIN_DAYS);
  for (const listener of listeners) listener();
}
