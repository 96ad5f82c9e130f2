'use client';

import { useEffect, useState } from 'react';
import { storeCall } from '@/lib/store/browser';
import type { ProductOffer } from '@/modules/offers/types';

/**
 * The product's best coupon under its price ("₹449 with code WELCOME10"), asked in the browser so the cached page
 * never shows an offer that has ended or misses one just created. Nothing shows when there is none or the call fails.
 */
export function ProductOfferLabel({ productId }: { productId: number }) {
  const [offer, setOffer] = useState<{ productId: number; offer: ProductOffer | null } | null>(null);
  useEffect(() => {
    let live = true;
    void storeCall<ProductOffer | null>(`/store/coupons/product?productId=${productId}`).then((answer) => {
      if (live) setOffer({ productId, offer: answer.ok ? answer.data : null });
    });
    return () => {
      live = false;
    };
  }, [productId]);
  const label = offer?.productId === productId ? offer.offer?.label : '';
  if (!label) return null;
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-green-800" data-testid="product-offer">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 12V3h9l9 9-9 9-9-9zm4.5-4.5h.01" />
      </svg>
      {label}
    </p>
  );
}
