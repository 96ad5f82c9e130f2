'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { primaryButtonClass } from '@/components/ui/form-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { QueryScope } from '@/components/state/query-scope';
import { formatRupees } from '@/lib/format/money';
import { OrderAmountsList } from './order-amounts-list';
import { OrderNotFound } from './order-not-found';
import { useOrderFromQuery } from './use-order';
import { useOrderTexts } from './use-order-texts';
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
  const texts = useOrderTexts();
  const t = useTranslations('Cancellation');
  if (state.status === 'loading')
    return <div role="status" aria-label={t('loading')} className="mx-auto my-10 h-72 max-w-lg animate-pulse rounded-2xl bg-white shadow-sm" />;
  if (state.status === 'error') {
    return (
      <div className="mx-auto my-10 max-w-lg px-4">
        <RetryAlert message={texts.message(state.message)} onRetry={state.retry} retrying={state.retrying} />
      </div>
    );
  }
  const itemId = Number(query?.get('item'));
  const line = state.status === 'ready' ? state.order.lines.find((l) => l.itemId === itemId && l.status === 'Cancelled') : undefined;
  if (state.status === 'not-found' || !line)
    return (
      <OrderNotFound
        detail={t('cancelledNotFound')}
        texts={{
          title: texts.t('notFound.title'),
          goToOrders: texts.t('notFound.goToOrders'),
          continueShopping: texts.t('notFound.continueShopping'),
        }}
      />
    );
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
        <h1 className="mt-4 text-2xl font-bold text-gray-900">{partial ? t('itemCancelled') : t('orderCancelled')}</h1>
        <p className="mt-1 font-medium text-gray-700">
          {rest ? t('unitsCancelled', { units: line.quantity, of: line.quantity + rest.quantity }) : t('oneItemCancelled')}
        </p>
        <p className="mt-1 text-sm text-gray-600">{t('itemOfOrder', { name: line.name, orderId: order.orderId })}</p>
        <div className="mt-6 space-y-2 rounded-xl bg-gray-50 p-4 text-left text-sm text-gray-700">
          {order.paymentMode === 'COD' ? (
            <p>{t('codNoRefund')}</p>
          ) : line.refundAmount > 0 ? (
            <p data-testid="cancelled-refund">
              {t.rich('refundOnItsWay', {
                amount: formatRupees(line.refundAmount),
                strong: (chunks) => <strong className="text-gray-900">{chunks}</strong>,
              })}
            </p>
          ) : (
            <p>{t('nothingCharged')}</p>
          )}
          {partial && <p data-testid="cancelled-rest">{t('restOfOrder', { count: open.reduce((n, l) => n + l.quantity, 0) })}</p>}
          <p>{t('confirmationSoon')}</p>
        </div>
        <div className="mt-4 rounded-xl border border-gray-100 p-4 text-left">
          <OrderAmountsList amounts={order.amounts} labels={texts.amounts} />
        </div>
        <Link href="/your-orders" className={`${primaryButtonClass} mt-6`}>
          {t('done')}
        </Link>
      </div>
    </div>
  );
}
