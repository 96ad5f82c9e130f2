'use client';

import { useEffect } from 'react';
import { useRecentlyViewed } from '@/components/state/recently-viewed-provider';
import type { ProductCard } from '@/lib/platform/types';

/** Puts the product first in the shopper's recently viewed list when the page is shown. */
export function RecentlyViewedRecorder({ product }: { product: ProductCard }) {
  const { record } = useRecentlyViewed();
  useEffect(() => {
    record(product);
    // Once per product shown, not on every re-render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);
  return null;
}
