'use client';

import { useCallback, useEffect, useState } from 'react';
import type { OrderLine } from '@/lib/orders/types';
import { storeCall } from '@/lib/store/browser';

export type OrdersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; lines: OrderLine[] };

/** The shopper's order lines from /store/orders. */
export function useOrders(): { state: OrdersState; reload: () => Promise<void> } {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });
  const reload = useCallback(async () => {
    const result = await storeCall<OrderLine[]>('/store/orders');
    setState(result.ok ? { status: 'ready', lines: result.data } : { status: 'error' });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
