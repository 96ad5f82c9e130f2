'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { QueryScope } from '@/components/state/query-scope';
import { RecentlyViewedGrid, RecentlyViewedSkeleton } from './recently-viewed-grid';
import { useRecentlyViewedCards } from '@/components/state/use-recently-viewed-cards';

/** /RecentlyViewed: the last 6 products the shopper viewed, newest first. */
export function RecentlyViewedScreen() {
  return (
    <QueryScope>
      <RecentlyViewed />
    </QueryScope>
  );
}

function RecentlyViewed() {
  const t = useTranslations('RecentlyViewed');
  const { cards, failed, stored } = useRecentlyViewedCards();
  return (
    <div className="mx-auto max-w-7xl px-3 py-5 md:px-4 md:py-8">
      <h1 className="text-xl font-bold text-gray-900 md:text-2xl">{t('heading')}</h1>
      <div className="mt-5">
        {failed ? (
          <p role="alert" className="rounded-xl bg-white p-6 text-center font-semibold text-red-800 ring-1 ring-red-200">
            {t('loadFailed')}
          </p>
        ) : cards === null ? (
          <div role="status" aria-label={t('loading')}>
            <RecentlyViewedSkeleton count={Math.max(stored, 4)} />
          </div>
        ) : cards.length === 0 ? (
          <div className="rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-gray-200">
            <p className="text-lg font-semibold text-gray-900">{t('empty')}</p>
            <Link
              href="/"
              className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-shop-primary px-6 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
            >
              {t('continueShopping')}
            </Link>
          </div>
        ) : (
          <RecentlyViewedGrid cards={cards} />
        )}
      </div>
    </div>
  );
}
