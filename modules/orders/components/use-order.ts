'use client';

import { useQuery } from '@tanstack/react-query';
import { shopperQueryKeys, SIGNED_OUT_MESSAGE, useShopperQueries } from '@/components/state/shopper-queries';
import type { Order } from '@/modules/orders/types';
import { storeData, StoreError } from '@/lib/store/browser';
import { useLocationSearch } from '@/components/ui/use-location-search';

export type OrderState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string; retry?: () => void; retrying: boolean }
  | { status: 'ready'; order: Order };

/** The shopper's order, or null where the platform has none of theirs by that number (404). */
async function fetchOrder(orderId: string): Promise<Order | null> {
  try {
    return await storeData<Order>(`/store/orders/order?order=${encodeURIComponent(orderId)}`);
  } catch (error) {
    if (error instanceof StoreError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The order named by the page's ?order=… (and the rest of its query), loaded from the platform for the signed-in
 * shopper ([host, shopper, 'orders', 'order', id]). No number, an unknown number or someone else's order is
 * 'not-found'; nothing else in the URL is trusted. A failed read offers `retry` (not once the session is over).
 */
export function useOrderFromQuery(): { state: OrderState; query: URLSearchParams | null } {
  const query = useLocationSearch();
  const orderId = query?.get('order')?.trim() ?? '';
  const shopper = useShopperQueries();
  const order = useQuery<Order | null, StoreError>({
    queryKey: shopperQueryKeys.order(shopper.key, orderId),
    queryFn: () => fetchOrder(orderId),
    enabled: shopper.enabled && orderId !== '',
  });
  if (!query) return { state: { status: 'loading' }, query };
  if (!orderId) return { state: { status: 'not-found' }, query };
  if (shopper.signedOut) return { state: { status: 'error', message: SIGNED_OUT_MESSAGE, retrying: false }, query };
  if (order.isPending) return { state: { status: 'loading' }, query };
  if (order.isError)
    return { state: { status: 'error', message: order.error.message, retry: () => void order.refetch(), retrying: order.isFetching }, query };
  return { state: order.data ? { status: 'ready', order: order.data } : { status: 'not-found' }, query };
}
