'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { storeCall } from '@/lib/store/browser';
import type { ProductOffer } from '@/modules/offers/types';
import { useOfferMessage } from '@/modules/offers/use-offer-message';

/**
 * The product's best coupon under its price ("₹449 with code WELCOME10") and the shop's automatic offers, asked in the
 * browser so the cached page never shows an offer that has ended or misses one just created. Nothing shows when there
 * is none or the call fails. In the page's language (its page puts the Offers messages around it: ProductSummary).
 */
export function ProductOfferLabel({ productId }: { productId: number }) {
  const { message } = useOfferMessage();
  const t = useTranslations('Catalogue');
  const [answer, setAnswer] = useState<{ productId: number; offer: ProductOffer | null } | null>(null);
  useEffect(() => {
    let live = true;
    void storeCall<ProductOffer>(`/store/coupons/product?productId=${productId}`).then((result) => {
      if (live) setAnswer({ productId, offer: result.ok ? result.data : null });
    });
    return () => {
      live = false;
    };
  }, [productId]);
  const offer = answer?.productId === productId ? answer.offer : null;
  if (!offer || (!offer.label && offer.offers.length === 0)) return null;
  return (
    <ul className="space-y-1 text-sm font-semibold text-green-800" aria-label={t('offers')}>
      {offer.label && (
        <li className="flex items-center gap-2" data-testid="product-offer">
          <TagIcon />
          {message(offer.label)}
        </li>
      )}
      {offer.offers.map((title) => (
        <li key={title} className="flex items-center gap-2" data-testid="product-auto-offer">
          <TagIcon />
          {message(title)}
        </li>
      ))}
    </ul>
  );
}

function TagIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 12V3h9l9 9-9 9-9-9zm4.5-4.5h.01" />
    </svg>
  );
}
