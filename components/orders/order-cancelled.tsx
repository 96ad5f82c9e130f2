'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { primaryButtonClass } from '@/components/account/form-field';
import { formatRupees } from '@/lib/format/money';

/** /order-cancelled: 'Order Cancelled', '1 Item is cancelled', the refund or no-refund note, Done. */
export function OrderCancelled() {
  const [info, setInfo] = useState<{ order: string; mode: string; refund: number } | null>(null);
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    setInfo({ order: q.get('order') ?? '', mode: q.get('mode') ?? 'COD', refund: Math.max(0, Number(q.get('refund')) || 0) });
  }, []);
  return (
    <div className="bg-gray-50 px-4 py-10">
      <div className="mx-auto max-w-lg rounded-2xl border border-gray-100 bg-white p-6 text-center shadow-lg sm:p-8">
        <div aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-red-50 text-3xl text-red-600">
          ✕
        </div>
        <h1 className="mt-4 text-2xl font-bold text-gray-900">Order Cancelled</h1>
        <p className="mt-1 font-medium text-gray-700">1 Item is cancelled</p>
        {info?.order && <p className="mt-1 text-sm text-gray-600">Order {info.order}</p>}
        <div className="mt-6 space-y-2 rounded-xl bg-gray-50 p-4 text-left text-sm text-gray-700">
          {info?.mode === 'ONLINE' ? (
            info.refund > 0 ? (
              <p>A refund of {formatRupees(info.refund)} will reach your original payment method within 7 business days.</p>
            ) : (
              <p>Nothing was charged for this item, so there is nothing to refund.</p>
            )
          ) : (
            <p>No refund applies to pay-on-delivery orders: nothing was charged.</p>
          )}
          <p>You will receive a confirmation by email/SMS shortly.</p>
        </div>
        <Link href="/your-orders" className={`${primaryButtonClass} mt-6`}>
          Done
        </Link>
      </div>
    </div>
  );
}
