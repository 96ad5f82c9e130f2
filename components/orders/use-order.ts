'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Order } from '@/lib/orders/types';
import { storeCall } from '@/lib/store/browser';

export type OrderState = { status: 'loading' } | { status: 'not-found' } | { status: 'error'; message: string } | { status: 'ready'; order: Order };

/**
 * The order named by the page's ?order=… (and the rest of its query), loaded from the platform for the signed-in
 * shopper. No number, an unknown number or someone else's order is 'not-found'; nothing else in the URL is trusted.
 */
export function useOrderFromQuery(): { state: OrderState; query: URLSearchParams | null; reload: () => Promise<void> } {
  const [query, setQuery] = useState<URLSearchParams | null>(null);
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const orderId = query?.get('order')?.trim() ?? '';

  const reload = useCallback(async () => {
    if (!orderId) return setState({ status: 'not-found' });
    const result = await storeCall<Order>(`/store/orders/order?order=${encodeURIComponent(orderId)}`);
    if (result.ok) setState({ status: 'ready', order: result.data });
    else setState(result.status === 404 ? { status: 'not-found' } : { status: 'error', message: result.message });
  }, [orderId]);

  useEffect(() => setQuery(new URLSearchParams(window.location.search)), []);
  useEffect(() => {
    if (query) void reload();
  }, [query, reload]);
  return { state, query, reload };
}
