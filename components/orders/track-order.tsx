'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { TrackingTimeline } from './tracking-timeline';
import { useTracking } from './use-tracking';

/** /track?order=…: the tracking view as a page. */
export function TrackOrder() {
  const [orderId, setOrderId] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setOrderId(new URLSearchParams(window.location.search).get('order'));
    setReady(true);
  }, []);
  const state = useTracking(orderId);
  return (
    <div className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
      {!ready ? null : orderId ? (
        <TrackingTimeline state={state} />
      ) : (
        <p className="text-gray-700">Choose an order to track from your orders.</p>
      )}
      <Link href="/your-orders" className="mt-5 inline-block min-h-11 py-2 text-sm font-semibold text-shop-primary hover:underline">
        ← Back to my orders
      </Link>
    </div>
  );
}
