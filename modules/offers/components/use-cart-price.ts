'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useShopperKey } from '@/components/state/shopper-key';
import { storeData, type StoreError } from '@/lib/store/browser';
import type { CartPrice } from '@/modules/offers/types';

export interface PricedLine {
  productId: number;
  size: string;
  units: number;
}

/**
 * The platform's price of these lines with its automatic offers and the coupon `code` (POST /store/cart/price),
 * for the shopper signed in or the guest ([host, shopper, 'price', lines, code, pincode]); with the delivery PIN code,
 * its answer says whether cash on delivery is offered there. While the lines or the code change,
 * the last answer stays on screen until the new one comes.
 */
export function useCartPrice(lines: readonly PricedLine[], code: string, enabled = true, pincode = '') {
  const shopper = useShopperKey();
  const what = lines.map((line) => `${line.productId}|${line.size}|${line.units}`).join(',');
  return useQuery<CartPrice, StoreError>({
    queryKey: [...shopper, 'price', what, code, pincode],
    queryFn: () =>
      storeData<CartPrice>('/store/cart/price', {
        body: {
          lines: lines.map(({ productId, size, units }) => ({ productId, size, units })),
          couponCode: code,
          ...(pincode ? { pincode } : {}),
        },
      }),
    enabled: enabled && lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Prices every cart again (after an order was refused for its coupon: the verdict may have changed). */
export function useRepriceCarts(): () => Promise<void> {
  const client = useQueryClient();
  const shopper = useShopperKey();
  return () => client.invalidateQueries({ queryKey: [...shopper, 'price'] });
}
