'use client';

import Link from '@/components/ui/link';
import { FormAlert, primaryButtonClass } from '@/components/ui/form-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { QueryScope } from '@/components/state/query-scope';
import { useSession } from '@/components/state/session-provider';
import { LinePrice } from './line-price';
import { OrderAmountsList } from './order-amounts-list';
import { amountRows, type AmountRow } from '@/modules/orders/amount-rows';
import type { OrderAmounts } from '@/modules/orders/types';
import { OrderNotFound } from './order-not-found';
import { useOrderFromQuery } from './use-order';
import { truncateWords } from '@/modules/checkout/truncate-words';
import { formatRupees } from '@/lib/format/money';
import { awaitsPayment } from '@/modules/orders/payment-label';
import { useOnlinePayment } from './use-online-payment';
import clsx from 'clsx';
import { useState } from 'react';
import { ConfirmCodeForm } from './confirm-code-form';
import { phoneHint } from '@/platform/cod/contract/cod-messages';
import { formatDayTime } from '@/modules/orders/order-date';
import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/ui/locale-context';
import { addressLines } from '@/modules/account/address';
import { usePlatformMessage } from '@/modules/checkout/use-platform-message';
import { deliveryByText } from '@/lib/format/delivery-date';
import { FORMAT_LOCALES, TIME_ZONE, type Locale } from '@/lib/i18n/locales';
import type { PaymentMode, PaymentStatus } from '@/platform/orders/contract/orders';

let hindiDayTime: Intl.DateTimeFormat | null = null;

/** '28 Nov, 3:45 pm' (in Hindi '28 नव॰, 3:45 pm'), India time: when an order awaiting confirmation is cancelled. */
function dayTime(iso: string, locale: Locale): string {
  if (locale === 'en') return formatDayTime(iso);
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return '';
  hindiDayTime ??= new Intl.DateTimeFormat(FORMAT_LOCALES.hi, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  });
  return hindiDayTime.format(value);
}

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
  const t = useTranslations('Confirmation');
  const say = usePlatformMessage();
  const locale = usePageLocale();

  if (state.status === 'loading')
    return <div role="status" aria-label={t('loading')} className="mx-auto my-10 h-96 max-w-xl animate-pulse rounded-2xl bg-white shadow-sm" />;
  if (state.status === 'not-found') return <OrderNotFound />;
  if (state.status === 'error') {
    return (
      <div className="mx-auto my-10 max-w-xl px-4">
        <RetryAlert message={say(state.message)} onRetry={state.retry} retrying={state.retrying} />
      </div>
    );
  }
  const { order } = state;
  const unpaid = awaitsPayment(order.paymentMode, order.paymentStatus) && order.lines.some((l) => l.status !== 'Cancelled');
  const awaiting = order.lines.find((l) => l.confirmation);
  if (awaiting?.confirmation === 'code' && codeFormFor !== order.orderId) setCodeFormFor(order.orderId);
  const codeForm = codeFormFor === order.orderId;
  const pending = unpaid || Boolean(awaiting) || codeForm;
  const title = unpaid ? t('awaitingPayment') : awaiting || codeForm ? t('placed') : t('confirmed');
  // How it is paid, as every screen says it (payment-label.ts): the real payment state, never "Paid" before it is.
  const paymentLabels: Record<PaymentMode, (status: PaymentStatus) => string> = {
    COD: () => t('cod'),
    ONLINE: (status) => (status === 'PAID' ? t('paidOnline') : t('awaitingPayment')),
  };
  // The day promised when it was placed, while it is on its way.
  const promised = order.lines.find((l) => l.status !== 'Cancelled' && l.status !== 'Delivered' && l.deliveryBy)?.deliveryBy;
  const deliveryBy = deliveryByText(promised, locale);
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
            {t.rich('orderNumber', {
              orderId: order.orderId,
              strong: (chunks) => <strong className="break-all text-gray-900">{chunks}</strong>,
            })}
          </p>
          <p className="text-gray-600">
            <span data-testid="confirmation-payment">{paymentLabels[order.paymentMode](order.paymentStatus)}</span> ·{' '}
            <strong data-testid="confirmation-total" className="text-gray-900">
              {formatRupees(order.amounts.net)}
            </strong>
          </p>
          {deliveryBy && (
            <p data-testid="confirmation-delivery-by" className="mt-1 font-semibold text-green-800">
              {deliveryBy}
            </p>
          )}
        </div>
        {codeForm && (
          <div className="mt-5">
            <ConfirmCodeForm orderId={order.orderId} phoneHint={phoneHint(order.deliverTo.mobile)} />
          </div>
        )}
        {awaiting?.confirmation === 'call' && (
          <div className="mt-5">
            <FormAlert tone="info">{t('call', { phone: phoneHint(order.deliverTo.mobile) })}</FormAlert>
          </div>
        )}
        {awaiting?.confirmBy && (
          <p data-testid="confirm-by" className="mt-2 text-center text-sm text-amber-900">
            {t('confirmBy', { when: dayTime(awaiting.confirmBy, locale) })}
          </p>
        )}
        {unpaid && (
          <div className="mt-5 space-y-3">
            <FormAlert tone="info">{t('unpaid', { amount: formatRupees(order.amounts.total) })}</FormAlert>
            {payment.message && <FormAlert tone={payment.busy ? 'info' : 'error'}>{say(payment.message)}</FormAlert>}
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
              {payment.busy ? t('processing') : t('completePayment')}
            </button>
          </div>
        )}
        <div className="mt-6 rounded-xl bg-gray-50 p-4">
          <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">{t('deliveringTo')}</h2>
          <p className="mt-2 font-semibold text-gray-900">{order.deliverTo.name}</p>
          <p className="text-sm text-gray-700">{t('mobile', { mobile: order.deliverTo.mobile })}</p>
          <address className="mt-1 text-sm text-gray-700 not-italic">
            {addressLines(order.deliverTo.place, locale).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <ul className="mt-6 space-y-3" aria-label={t('items')}>
          {order.lines.map((line) => (
            <li key={line.itemId} className="rounded-xl border border-gray-100 p-3">
              <p className="font-medium text-gray-900" title={line.name}>
                {truncateWords(line.name)}
                {line.size && <span className="font-normal text-gray-600">{t('size', { size: line.size })}</span>}
                {line.status === 'Cancelled' && <span className="font-normal text-gray-600">{t('cancelled')}</span>}
              </p>
              <LinePrice line={line} />
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-xl border border-gray-100 p-4">
          {locale === 'en' ? <OrderAmountsList amounts={order.amounts} /> : <TranslatedAmounts amounts={order.amounts} />}
        </div>
        <p className="mt-6 text-center text-sm text-gray-600">{t('trackHint')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link href="/your-orders" className={`${primaryButtonClass} sm:w-auto`}>
            {t('orderDetails')}
          </Link>
          <Link
            href="/"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-gray-300 px-4 font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2"
          >
            {t('continueShopping')}
          </Link>
        </div>
      </div>
    </div>
  );
}

const AMOUNT_TONES: Record<AmountRow['tone'], string> = {
  plain: 'text-gray-900',
  saving: 'text-green-700',
  free: 'font-semibold text-green-700',
  total: '',
  refund: 'font-semibold text-green-700',
};

const AMOUNT_TEST_IDS: Partial<Record<AmountRow['key'], string>> = {
  total: 'order-total',
  refunded: 'order-refunded',
  cancelled: 'order-cancelled',
  'auto-offer': 'order-auto-offer',
  coupon: 'order-coupon',
};

/**
 * The order's figures (amountRows) as OrderAmountsList shows them, with the labels in the page's language: on a Hindi
 * page. The shop's own offer title and the coupon's code stay as they are.
 */
function TranslatedAmounts({ amounts }: { amounts: OrderAmounts }) {
  const t = useTranslations('Confirmation.amounts');
  const label = (row: AmountRow): string => {
    switch (row.key) {
      case 'items':
        return t('items', { count: amounts.items });
      case 'offer':
        return t('offer');
      case 'auto-offer':
        return amounts.autoOfferLabel || t('autoOffer');
      case 'coupon':
        return t('coupon', { code: amounts.couponCode });
      case 'delivery':
        return t('delivery');
      case 'cod-fee':
        return t('codFee');
      case 'online-discount':
        return t('onlineDiscount');
      case 'cancelled':
        return t('cancelled', { count: amounts.cancelledItems });
      case 'total':
        return t('total');
      case 'refunded':
        return t('refunded');
    }
  };
  return (
    <dl data-testid="order-amounts" className="space-y-1.5 text-sm">
      {amountRows(amounts).map((row) => (
        <div
          key={row.key}
          className={clsx('flex justify-between gap-4', row.tone === 'total' && 'border-t border-gray-200 pt-2 text-base font-bold text-gray-900')}
        >
          <dt className={row.tone === 'total' ? undefined : 'text-gray-600'}>{label(row)}</dt>
          <dd data-testid={AMOUNT_TEST_IDS[row.key]} className={clsx('tabular-nums', AMOUNT_TONES[row.tone])}>
            {row.tone === 'free' ? t('free') : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
