'use client';

import { useQuery } from '@tanstack/react-query';
import { SIGNED_OUT_MESSAGE, shopperQueryKeys, useShopperQueries } from '@/components/state/shopper-queries';
import type { BuyNow, CheckoutSummary } from '@/modules/checkout/types';
import { storeData, type StoreError } from '@/lib/store/browser';

export type ItemsState =
  { status: 'loading' } | { status: 'error'; message: string; retry?: () => void; retrying?: boolean } | ({ status: 'ready' } & CheckoutSummary);

/**
 * The checkout's items priced by the platform: Buy Now's single product, or else the shopper's server cart
 * ([host, shopper, 'checkout', 'items', 'cart' or the product]). A snapshot for this visit: never fetched again while
 * the shopper is on the page (an order placed online keeps its summary beside Retry payment), and not kept once they
 * leave (gcTime 0), so every visit prices the cart as it is then.
 */
export function useCheckoutItems(buyNow: BuyNow | null): ItemsState {
  const shopper = useShopperQueries();
  const what = buyNow ? `${buyNow.productId}|${buyNow.size}|${buyNow.units}` : 'cart';
  const query = useQuery<CheckoutSummary, StoreError>({
    queryKey: shopperQueryKeys.checkoutItems(shopper.key, what),
    queryFn: () => {
      const lines = buyNow ? [{ productId: buyNow.productId, size: buyNow.size, units: buyNow.units }] : undefined;
      return storeData<CheckoutSummary>('/store/checkout/items', { body: { lines } });
    },
    enabled: shopper.enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (shopper.signedOut) return { status: 'error', message: SIGNED_OUT_MESSAGE };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', message: query.error.message, retry: () => void query.refetch(), retrying: query.isFetching };
  return { status: 'ready', ...query.data };
}
