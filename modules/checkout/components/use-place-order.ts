'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopperQueryKeys, useShopperQueries } from '@/components/state/shopper-queries';
import type { PlacedOrder } from '@/modules/checkout/types';
import { chooseCoupon } from '@/modules/offers/chosen-coupon';
import { storeData, type StoreError } from '@/lib/store/browser';

/**
 * What /store/checkout/place takes: the address, the payment mode, the attempt's key, the COD code, the coupon and
 * the lines.
 */
export interface PlaceOrderBody {
  addressId: number;
  paymentMode: 'COD' | 'ONLINE';
  attemptKey: string;
  captchaId?: string;
  captchaCode?: string;
  /** The coupon the summary shows as applied ('' for none). */
  couponCode: string;
  lines: { productId: number; slug: string; units: number; size: string; colour?: string }[];
}

/**
 * Places the order. The shopper's order list gains it: the list is fetched again at once, wherever it is cached
 * ('all', not waited for), so My Orders shows the new order from its first paint. The server cart the platform has
 * emptied is the cart provider's (announceCartChanged); the checkout's own summary is a snapshot of this visit that
 * is not kept past it, so it is left as it is (an online order's summary stays beside Retry payment).
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  const shopper = useShopperQueries();
  return useMutation<PlacedOrder, StoreError, PlaceOrderBody>({
    mutationFn: (body) => storeData<PlacedOrder>('/store/checkout/place', { body }),
    onSuccess: (_placed, body) => {
      // The order has used the visit's coupon: keeping it would only answer "You have already used this coupon." next time.
      if (body.couponCode) chooseCoupon('');
      void client.invalidateQueries({ queryKey: shopperQueryKeys.orders(shopper.key), refetchType: 'all' });
    },
  });
}
