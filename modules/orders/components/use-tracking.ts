'use client';

import { useQuery } from '@tanstack/react-query';
import { shopperQueryKeys, SIGNED_OUT_MESSAGE, useShopperQueries } from '@/components/state/shopper-queries';
import type { OrderTracking } from '@/modules/orders/types';
import { storeData, type StoreError } from '@/lib/store/browser';

export type TrackingState =
  { status: 'loading' } | { status: 'error'; message: string; retry?: () => void; retrying: boolean } | { status: 'ready'; tracking: OrderTracking };

/** An order's status history from the platform (Get_OrderTracking), as [host, shopper, 'orders', 'tracking', id]. */
export function useTracking(orderId: string | null): TrackingState {
  const shopper = useShopperQueries();
  const query = useQuery<OrderTracking, StoreError>({
    queryKey: shopperQueryKeys.tracking(shopper.key, orderId ?? ''),
    queryFn: () => storeData<OrderTracking>(`/store/orders/tracking?order=${encodeURIComponent(orderId ?? '')}`),
    enabled: shopper.enabled && Boolean(orderId),
  });
  if (!orderId) return { status: 'loading' };
  if (shopper.signedOut) return { status: 'error', message: SIGNED_OUT_MESSAGE, retrying: false };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', message: query.error.message, retry: () => void query.refetch(), retrying: query.isFetching };
  return { status: 'ready', tracking: query.data };
}
