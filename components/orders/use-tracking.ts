'use client';

import { useEffect, useState } from 'react';
import type { OrderTracking } from '@/lib/orders/types';
import { storeCall } from '@/lib/store/browser';

export type TrackingState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; tracking: OrderTracking };

/** An order's status history from the platform (Get_OrderTracking). */
export function useTracking(orderId: string | null): TrackingState {
  const [state, setState] = useState<TrackingState>({ status: 'loading' });
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    setState({ status: 'loading' });
    void storeCall<OrderTracking>(`/store/orders/tracking?order=${encodeURIComponent(orderId)}`).then((result) => {
      if (live) setState(result.ok ? { status: 'ready', tracking: result.data } : { status: 'error', message: result.message });
    });
    return () => {
      live = false;
    };
  }, [orderId]);
  return state;
}
