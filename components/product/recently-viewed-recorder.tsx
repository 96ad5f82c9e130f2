'use client';

import { useEffect } from 'react';
import { recordRecentlyViewed } from '@/components/state/recently-viewed';
import type { ProductCard } from '@/lib/platform/types';

/** Puts the product first in the shopper's recently viewed list when the page is shown. */
export function RecentlyViewedRecorder({ product }: { product: ProductCard }) {
  useEffect(() => {
    recordRecentlyViewed(product);
    // Once per product shown, not on every re-render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);
  return null;
}
