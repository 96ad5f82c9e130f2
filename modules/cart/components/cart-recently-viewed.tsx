'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { RecentlyViewedGrid, RecentlyViewedSkeleton } from './recently-viewed-grid';
import { useRecentlyViewedCards } from '@/components/state/use-recently-viewed-cards';

/** The cart's Recently Viewed list: viewed products not already in the cart. Nothing at all when there are none. */
export function CartRecentlyViewed({ inCart }: { inCart: readonly number[] }) {
  const t = useTranslations('Cart');
  const { cards, stored } = useRecentlyViewedCards(inCart);
  if (stored === 0 || (cards !== null && cards.length === 0)) return null;
  return (
    <section aria-labelledby="cart-recent-heading" className="mt-10">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id="cart-recent-heading" className="text-lg font-bold text-gray-900">
          {t('recentlyViewed')}
        </h2>
        <Link
          href="/RecentlyViewed"
          className="rounded text-sm font-semibold text-shop-primary hover:underline focus-visible:outline-2 focus-visible:outline-shop-primary"
        >
          {t('seeAll')}
        </Link>
      </div>
      {cards ? <RecentlyViewedGrid cards={cards} /> : <RecentlyViewedSkeleton count={stored} />}
    </section>
  );
}
