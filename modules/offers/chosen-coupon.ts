'use client';

import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie } from '@/lib/session/browser-cookies';
import { COUPON_COOKIE } from '@/lib/session/cookie-names';
import { normalCouponCode } from '@/lib/session/coupon-code';

/**
 * The coupon chosen for this visit: a shared link's (the proxy wrote the cookie) or one the shopper applied in the
 * cart or at checkout. It lives in the session cookie `coupon` only, so the cart and the checkout agree on it.
 */
const CHANGED = 'coupon:changed';

export function readChosenCoupon(): string {
  return normalCouponCode(readCookie(COUPON_COOKIE));
}

/** Chooses a code for the visit (a session cookie: no Max-Age); '' forgets it. */
export function chooseCoupon(code: string): void {
  const normal = normalCouponCode(code);
  if (normal) {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COUPON_COOKIE}=${normal}; Path=/; SameSite=Lax${secure}`;
  } else {
    deleteCookie(COUPON_COOKIE);
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

/** The chosen code ('' for none; '' while the page hydrates, as the server rendered it). */
export function useChosenCoupon(): string {
  return useSyncExternalStore(subscribe, readChosenCoupon, () => '');
}
