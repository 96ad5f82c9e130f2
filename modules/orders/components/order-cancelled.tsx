'use client';

import Link from '@/components/ui/link';
import { primaryButtonClass } from '@/components/ui/form-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { QueryScope } from '@/components/state/query-scope';
import { formatRupees } from '@/lib/format/money';
import { OrderAmountsList } from './order-amounts-list';
import { OrderNotFound } from './order-not-found';
import { useOrderFromQuery } from './use-order';
import clsx from 'clsx';

/**
 * /order-cancelled?order=…&item=…: 'Order Cancelled', '1 Item is cancelled', and the refund, all as the platform has
 * them for the shopper's own order; when items of the order are still open, 'Item cancelled' (or 'n of m units') and
 * that the rest goes on. Nothing else in the URL is believed: an unknown order, or an item of it that is
 * not cancelled, is 'Order not found'.
 */
export function OrderCancelled() {
  return (
    <QueryScope>
      <OrderCancelledScreen />
    </QueryScope>
  );
}

function OrderCancelledScreen() {
  const { state, query } = useOrderFromQuery();
  if (state.status === 'loading')
    return <div role="status" aria-label="Loading the order" className="mx-auto my-10 h-72 max-w-lg animate-pulse rounded-2xl bg-white shadow-sm" />;
  if (state.status === 'error') {
    return (
      <div className="mx-auto my-10 max-w-lg px-4">
        <RetryAlert message={state.message} onRetry={state.retry} retrying={state.retrying} />
      </div>
    );
  }
  const itemId = Number(query?.get('item'));
  const line = state.status === 'ready' ? state.order.lines.find((l) => l.itemId === itemId && l.status === 'Cancelled') : undefined;
  if (state.status === 'not-found' || !line)
    return <OrderNotFound detail="We could not find a cancelled item with these details among your orders." />;
  const { order } = state;
  // Only part of the order is cancelled while any item of it is still open: said calmly, with what goes on.
  const open = order.lines.filter((l) => l.status !== 'Cancelled');
  const rest = open.find((l) => l.productId === line.productId && l.size === line.size);
  const partial = open.length > 0;
  return (
    <div className="bg-gray-50 px-4 py-10">
      <div className="mx-auto max-w-lg rounded-2xl border border-gray-100 bg-white p-6 text-center shadow-lg sm:p-8">
        <div
          aria-hidden="true"
          className={clsx(
            'mx-auto flex h-16 w-16 items-center justify-center rounded-full text-3xl',
            partial ? 'bg-gray-100 text-gray-600' : 'bg-red-50 text-red-600',
          )}
        >
          {partial ? '✓' : '✕'}
        </div>
        <h1 className="mt-4 text-2xl font-bold text-gray-900">{partial ? 'Item cancelled' : 'Order Cancelled'}</h1>
        <p className="mt-1 font-medium text-gray-700">
          {rest ? `${line.quantity} of ${line.quantity + rest.quantity} units are cancelled` : '1 Item is cancelled'}
        </p>
        <p className="mt-1 text-sm text-gray-600">
          {line.name} · Order {order.orderId}
        </p>
        <div className="mt-6 space-y-2 rounded-xl bg-gray-50 p-4 text-left text-sm text-gray-700">
          {order.paymentMode === 'COD' ? (
            <p>No refund applies to pay-on-delivery orders: nothing was charged.</p>
          ) : line.refundAmount > 0 ? (
            <p data-testid="cancelled-refund">
              A refund of <strong className="text-gray-900">{formatRupees(line.refundAmount)}</strong> will reach your original payment method within
              7 business days.
            </p>
          ) : (
            <p>Nothing was charged for this item, so there is nothing to refund.</p>
          )}
          {partial && (
            <p data-testid="cancelled-rest">
              The rest of your order ({itemCount(open.reduce((n, l) => n + l.quantity, 0))}) is not affected and stays on its way.
            </p>
          )}
          <p>You will receive a confirmation by email/SMS shortly.</p>
        </div>
        <div className="mt-4 rounded-xl border border-gray-100 p-4 text-left">
          <OrderAmountsList amounts={order.amounts} />
        </div>
        <Link href="/your-orders" className={`${primaryButtonClass} mt-6`}>
          Done
        </Link>
      </div>
    </div>
  );
}

const itemCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
