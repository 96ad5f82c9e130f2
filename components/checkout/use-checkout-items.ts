'use client';

import { useEffect, useState } from 'react';
import type { BuyNow, CheckoutSummary } from '@/lib/checkout/types';
import { storeCall } from '@/lib/store/browser';

export type ItemsState = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & CheckoutSummary);

/** The checkout's items priced by the platform: Buy Now's single product, or else the shopper's server cart. */
export function useCheckoutItems(buyNow: BuyNow | null): ItemsState {
  const [state, setState] = useState<ItemsState>({ status: 'loading' });
  const key = buyNow ? `${buyNow.productId}|${buyNow.size}|${buyNow.units}` : 'cart';

  useEffect(() => {
    let live = true;
    const lines = buyNow ? [{ prod_id: buyNow.productId, unit: buyNow.units, ...(buyNow.size ? { cart_size: buyNow.size } : {}) }] : undefined;
    void storeCall<CheckoutSummary>('/store/checkout/items', { body: { lines } }).then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ready', ...result.data } : { status: 'error', message: result.message });
    });
    return () => {
      live = false;
    };
    // `key` stands for buyNow's contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
