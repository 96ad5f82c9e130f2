'use client';

import Link from '@/components/ui/link';
import { FormAlert, primaryButtonClass } from '@/components/ui/form-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { QueryScope } from '@/components/state/query-scope';
import { useSession } from '@/components/state/session-provider';
import { LinePrice } from './line-price';
import { OrderAmountsList } from './order-amounts-list';
import { OrderNotFound } from './order-not-found';
import { useOrderFromQuery } from './use-order';
import { truncateWords } from '@/modules/checkout/truncate-words';
import { formatRupees } from '@/lib/format/money';
import { AWAITING_PAYMENT, awaitsPayment, paymentLabel } from '@/modules/orders/payment-label';
import { useOnlinePayment } from './use-online-payment';
import clsx from 'clsx';
import { useState } from 'react';
import { ConfirmCodeForm } from './confirm-code-form';
import { phoneHint } from '@/platform/cod/contract/cod-messages';
import { formatDayTime } from '@/modules/orders/order-date';

/**
 * /order-confirmation?order=…: the shopper's own order as the platform has it: 'Order confirmed' (or, for an online
 * order not paid yet, 'Awaiting payment' with the way to pay; for a cash-on-delivery order awaiting its confirmation,
 * 'Order placed' with the code form, or the shop's call to come), who and where it goes, its items and amounts, and the
 * way to the orders page. No number, an unknown one or someone else's order: 'Order not found'.
 */
export function OrderConfirmation() {
  return (
    <QueryScope>
      <OrderConfirmationScreen />
    </QueryScope>
  );
}

/** A paid order has been fetched again by useOnlinePayment: nothing more to do here. */
function stayOnOrder() {}

function OrderConfirmationScreen() {
  const { state } = useOrderFromQuery();
  const session = useSession();
  const payment = useOnlinePayment(stayOnOrder);
  // The order whose code form this visit showed: it stays (saying "Order confirmed") once the code is accepted.
  const [codeFormFor, setCodeFormFor] = useState('');

  if (state.status === 'loading')
    return <div role="status" aria-label="Loading your order" className="mx-auto my-10 h-96 max-w-xl animate-pulse rounded-2xl bg-white shadow-sm" />;
  if (state.status === 'not-found') return <OrderNotFound />;
  if (state.status === 'error') {
    return (
      <div className="mx-auto my-10 max-w-xl px-4">
        <RetryAlert message={state.message} onRetry={state.retry} retrying={state.retrying} />
      </div>
    );
  }
  const { order } = state;
  const unpaid = awaitsPayment(order.paymentMode, order.paymentStatus) && order.lines.some((l) => l.status !== 'Cancelled');
  const awaiting = order.lines.find((l) => l.confirmation);
  if (awaiting?.confirmation === 'code' && codeFormFor !== order.orderId) setCodeFormFor(order.orderId);
  const codeForm = codeFormFor === order.orderId;
  const pending = unpaid || Boolean(awaiting) || codeForm;
  const title = unpaid ? AWAITING_PAYMENT : awaiting || codeForm ? 'Order placed' : 'Order confirmed';
  return (
    <div className="bg-gray-50 px-4 py-10">
      <div className="mx-auto max-w-xl rounded-2xl border border-gray-100 bg-white p-6 shadow-lg sm:p-8">
        <div className="text-center">
          <div
            aria-hidden="true"
            className={clsx(
              'mx-auto flex h-16 w-16 items-center justify-center rounded-full text-4xl',
              pending ? 'bg-amber-100 text-amber-700' : 'bg-green-100 text-green-700',
            )}
          >
            {pending ? '!' : '✓'}
          </div>
          <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
          <p className="mt-1 text-gray-600">
            Order number <strong className="break-all text-gray-900">{order.orderId}</strong>
          </p>
          <p className="text-gray-600">
            <span data-testid="confirmation-payment">{paymentLabel(order.paymentMode, order.paymentStatus)}</span> ·{' '}
            <strong data-testid="confirmation-total" className="text-gray-900">
              {formatRupees(order.amounts.net)}
            </strong>
          </p>
        </div>
        {codeForm && (
          <div className="mt-5">
            <ConfirmCodeForm orderId={order.orderId} phoneHint={phoneHint(order.deliverTo.mobile)} />
          </div>
        )}
        {awaiting?.confirmation === 'call' && (
          <div className="mt-5">
            <FormAlert tone="info">The shop will call you on +91 {phoneHint(order.deliverTo.mobile)} to confirm this order.</FormAlert>
          </div>
        )}
        {awaiting?.confirmBy && (
          <p data-testid="confirm-by" className="mt-2 text-center text-sm text-amber-900">
            Confirm by {formatDayTime(awaiting.confirmBy)} or it will be cancelled.
          </p>
        )}
        {unpaid && (
          <div className="mt-5 space-y-3">
            <FormAlert tone="info">This order is saved but not paid yet. Pay {formatRupees(order.amounts.total)} online to confirm it.</FormAlert>
            {payment.message && <FormAlert tone={payment.busy ? 'info' : 'error'}>{payment.message}</FormAlert>}
            <button
              type="button"
              disabled={payment.busy}
              onClick={() =>
                void payment.resume(order.orderId, {
                  name: order.deliverTo.name || session.name,
                  email: session.email,
                  contact: order.deliverTo.mobile || session.mobile,
                })
              }
              className={primaryButtonClass}
            >
              {payment.busy ? 'Processing...' : 'Complete payment'}
            </button>
          </div>
        )}
        <div className="mt-6 rounded-xl bg-gray-50 p-4">
          <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">Delivering to</h2>
          <p className="mt-2 font-semibold text-gray-900">{order.deliverTo.name}</p>
          <p className="text-sm text-gray-700">Mobile: {order.deliverTo.mobile}</p>
          <address className="mt-1 text-sm text-gray-700 not-italic">
            {order.deliverTo.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <ul className="mt-6 space-y-3" aria-label="Items">
          {order.lines.map((line) => (
            <li key={line.itemId} className="rounded-xl border border-gray-100 p-3">
              <p className="font-medium text-gray-900" title={line.name}>
                {truncateWords(line.name)}
                {line.size && <span className="font-normal text-gray-600"> · Size {line.size}</span>}
                {line.status === 'Cancelled' && <span className="font-normal text-gray-600"> · Cancelled</span>}
              </p>
              <LinePrice line={line} />
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-xl border border-gray-100 p-4">
          <OrderAmountsList amounts={order.amounts} />
        </div>
        <p className="mt-6 text-center text-sm text-gray-600">You can track, view or modify your order from the orders page.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link href="/your-orders" className={`${primaryButtonClass} sm:w-auto`}>
            Order Details
          </Link>
          <Link
            href="/"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-gray-300 px-4 font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2"
          >
            Continue shopping
          </Link>
        </div>
      </div>
    </div>
  );
}
