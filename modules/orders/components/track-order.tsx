'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { QueryScope } from '@/components/state/query-scope';
import { TrackingTimeline } from './tracking-timeline';
import { useLocationSearch } from '@/components/ui/use-location-search';
import { useTracking } from './use-tracking';

/** /track?order=…: the tracking view as a page. */
export function TrackOrder() {
  return (
    <QueryScope>
      <TrackOrderScreen />
    </QueryScope>
  );
}

function TrackOrderScreen() {
  const query = useLocationSearch();
  const orderId = query?.get('order') ?? null;
  const state = useTracking(orderId);
  const t = useTranslations('Tracking');
  return (
    <div className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
      {!query ? null : orderId ? <TrackingTimeline state={state} /> : <p className="text-gray-700">{t('chooseOrder')}</p>}
      <Link href="/your-orders" className="mt-5 inline-block min-h-11 py-2 text-sm font-semibold text-shop-primary hover:underline">
        {t('back')}
      </Link>
    </div>
  );
}
