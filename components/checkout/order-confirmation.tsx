'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { primaryButtonClass } from '@/components/account/form-field';
import { readConfirmation, type OrderConfirmation as Confirmation } from '@/lib/checkout/confirmation-store';
import { formatRupees } from '@/lib/format/money';

/** /order-confirmation: 'Order confirmed', who and where it goes, and the way to the orders page. */
export function OrderConfirmation() {
  const [state, setState] = useState<{ ready: boolean; orderId: string; details: Confirmation | null }>({ ready: false, orderId: '', details: null });

  useEffect(() => {
    const orderId = new URLSearchParams(window.location.search).get('order') ?? '';
    setState({ ready: true, orderId, details: readConfirmation(orderId || null) });
  }, []);

  const { details } = state;
  const orderId = details?.orderId || state.orderId;
  return (
    <div className="bg-gray-50 px-4 py-10">
      <div className="mx-auto max-w-xl rounded-2xl border border-gray-100 bg-white p-6 text-center shadow-lg sm:p-8">
        <div aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-4xl text-green-700">
          ✓
        </div>
        <h1 className="mt-4 text-2xl font-bold text-gray-900">Order confirmed</h1>
        {orderId && (
          <p className="mt-1 text-gray-600">
            Order number <strong className="text-gray-900">{orderId}</strong>
            {details ? ` · ${details.paymentMode === 'COD' ? 'Cash on Delivery' : 'Paid online'} · ${formatRupees(details.total)}` : ''}
          </p>
        )}
        {details && (
          <div className="mt-6 rounded-xl bg-gray-50 p-4 text-left">
            <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">Delivering to</h2>
            <p className="mt-2 font-semibold text-gray-900">{details.name}</p>
            <p className="text-sm text-gray-700">Mobile: {details.mobile}</p>
            <address className="mt-1 text-sm text-gray-700 not-italic">
              {details.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        )}
        {state.ready && (
          <p className="mt-6 text-sm text-gray-600">You can track, view or modify your order from the orders page.</p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link href="/your-orders" className={`${primaryButtonClass} sm:w-auto`}>
            Order Details
          </Link>
          <Link href="/" className="inline-flex min-h-11 items-center justify-center rounded-lg border border-gray-300 px-4 font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2">
            Continue shopping
          </Link>
        </div>
      </div>
    </div>
  );
}
