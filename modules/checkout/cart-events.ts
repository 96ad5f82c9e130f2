'use client';

import { useEffect } from 'react';

/**
 * Fired on window after an order is placed: the platform has taken the ordered lines out of the server cart, so
 * the cart provider fetches it again.
 */
export const CART_CHANGED_EVENT = 'cart:changed';

export function announceCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Calls `onChanged` whenever the server cart was changed elsewhere (an order was placed). */
export function useCartChanged(onChanged: () => void): void {
  useEffect(() => {
    window.addEventListener(CART_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(CART_CHANGED_EVENT, onChanged);
  }, [onChanged]);
}
