'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { shopperQueryKeys, useShopperQueries } from '@/components/state/shopper-queries';
import type { ShopperKey } from '@/components/state/shopper-key';
import type { OrderLine, OrderSummary } from '@/modules/orders/types';
import { storeData, type StoreError } from '@/lib/store/browser';

export type OrdersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: OrderSummary[] };

/**
 * The shopper's orders, each with its lines, from /store/orders ([host, shopper, 'orders', 'list']). Once the session is over (a 401
 * ended it) the list is a failed read, as the 401 itself was. `retry` fetches a failed list again.
 */
export function useOrders(): { state: OrdersState; retry: (() => void) | undefined; retrying: boolean } {
  const shopper = useShopperQueries();
  const query = useQuery<OrderSummary[], StoreError>({
    queryKey: shopperQueryKeys.orders(shopper.key),
    queryFn: () => storeData<OrderSummary[]>('/store/orders'),
    enabled: shopper.enabled,
  });
  if (shopper.signedOut) return { state: { status: 'error' }, retry: undefined, retrying: false };
  if (query.isPending) return { state: { status: 'loading' }, retry: undefined, retrying: false };
  if (query.isError) return { state: { status: 'error' }, retry: () => void query.refetch(), retrying: query.isFetching };
  return { state: { status: 'ready', orders: query.data }, retry: undefined, retrying: false };
}

/**
 * Everything the browser holds about one order changed (an item cancelled, a payment confirmed): the list, that
 * order and its tracking are fetched again, those no screen shows right now too ('all'), so the next screen (My
 * Orders, Order Cancelled) never shows the order as it was. Resolves when they are in (failures included).
 */
export function invalidateOrder(client: QueryClient, shopper: ShopperKey, orderId: string): Promise<unknown> {
  return Promise.all(
    [shopperQueryKeys.orders(shopper), shopperQueryKeys.order(shopper, orderId), shopperQueryKeys.tracking(shopper, orderId)].map((queryKey) =>
      client.invalidateQueries({ queryKey, refetchType: 'all' }),
    ),
  );
}

/** `invalidateOrder` for the current shopper (the same function while the shopper stays). */
export function useInvalidateOrder(): (orderId: string) => Promise<unknown> {
  const client = useQueryClient();
  const [host, shopper] = useShopperQueries().key;
  return useCallback((orderId: string) => invalidateOrder(client, [host, shopper], orderId), [client, host, shopper]);
}

/** One line of one of the orders, and its order. */
export function findLine(orders: readonly OrderSummary[], itemId: number | null): { line: OrderLine; order: OrderSummary } | undefined {
  for (const order of orders) {
    const line = order.lines.find((l) => l.itemId === itemId);
    if (line) return { line, order };
  }
  return undefined;
}

export interface CancelItem {
  itemId: number;
  reason: string;
  comment: string;
  /** Units to cancel: all of them when absent. */
  quantity?: number;
}

/** What the platform cancelled: the line holding the cancelled units (a new one for part of a line) and the refund. */
export interface CancelledItem {
  orderId: string;
  itemId: number;
  units: number;
  refundAmount: number;
}

/**
 * Cancels one ordered item (or some of its units) on the platform; that order (list, order, tracking) is fetched again before the mutation
 * settles, so the page it goes to next shows it cancelled.
 */
export function useCancelItem() {
  const invalidate = useInvalidateOrder();
  return useMutation<CancelledItem, StoreError, CancelItem>({
    mutationFn: (body) => storeData<CancelledItem>('/store/orders/cancel', { body }),
    onSuccess: ({ orderId }) => invalidate(orderId),
  });
}
