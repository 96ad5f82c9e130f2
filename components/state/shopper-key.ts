'use client';

import { useSession } from './session-provider';
import { useShop } from './shop-providers';

/**
 * The start of every query key of what the browser fetches for one shopper of one shop: [host, shopper] (the
 * shopper's email, else mobile, else name; '' when signed out), so a cached answer never reaches another shop or
 * the next shopper to sign in on this browser.
 */
export type ShopperKey = readonly [host: string, shopper: string];

export function useShopperKey(): ShopperKey {
  const { host } = useShop();
  const { signedIn, email, mobile, name } = useSession();
  return [host, signedIn ? email || mobile || name : ''];
}
