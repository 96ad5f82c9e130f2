'use client';

import { SESSION_EXPIRED_MESSAGE } from '@/lib/store/messages';
import { useSession } from './session-provider';
import { useShopperKey, type ShopperKey } from './shopper-key';

/**
 * Query keys of what the browser fetches for one shopper of one shop: every key starts with the shop's host and the
 * shopper (useShopperKey), so a cached answer never reaches another shop or the next shopper to sign in on this browser.
 *
 *   [host, shopper, 'addresses']
 *   [host, shopper, 'orders', 'list']            every order line (My Orders, the cancellation form)
 *   [host, shopper, 'orders', 'order', id]       one order with its amounts (confirmation, cancelled)
 *   [host, shopper, 'orders', 'tracking', id]    one order's status history
 *   [host, shopper, 'checkout', 'items', what]   the checkout's priced lines (the cart, or one Buy Now product)
 *   [host, shopper, 'checkout', 'captcha']       the COD code issued for this checkout visit
 */
export const shopperQueryKeys = {
  addresses: (shopper: ShopperKey) => [...shopper, 'addresses'] as const,
  orders: (shopper: ShopperKey) => [...shopper, 'orders', 'list'] as const,
  order: (shopper: ShopperKey, orderId: string) => [...shopper, 'orders', 'order', orderId] as const,
  tracking: (shopper: ShopperKey, orderId: string) => [...shopper, 'orders', 'tracking', orderId] as const,
  checkoutItems: (shopper: ShopperKey, what: string) => [...shopper, 'checkout', 'items', what] as const,
  captcha: (shopper: ShopperKey) => [...shopper, 'checkout', 'captcha'] as const,
};

export interface ShopperQueries {
  /** [host, shopper]: the shop's host and who is signed in ('' when signed out). */
  key: ShopperKey;
  /** The session is known (after hydration) and someone is signed in: the shopper's queries may run. */
  enabled: boolean;
  /** The session is known and nobody is signed in (never was, or a 401 just ended it). */
  signedOut: boolean;
}

/** The current shopper's key prefix, and whether their queries may run yet. */
export function useShopperQueries(): ShopperQueries {
  const key = useShopperKey();
  const { ready, signedIn } = useSession();
  return { key, enabled: ready && signedIn, signedOut: ready && !signedIn };
}

/**
 * What a shopper's read shows once nobody is signed in: the /store handlers' own 401 answer (the session is over),
 * so a screen whose session a 401 just ended keeps showing that failure instead of loading for ever. Nothing is
 * fetched for it, and there is no Retry: signing in again is the way on.
 */
export const SIGNED_OUT_MESSAGE = SESSION_EXPIRED_MESSAGE;
