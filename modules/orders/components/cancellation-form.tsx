'use client';

import { useTranslations } from 'next-intl';
import { FallbackImage } from '@/components/ui/fallback-image';
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { useId, useState } from 'react';
import { dangerButtonClass, FormAlert } from '@/components/ui/form-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { QueryScope } from '@/components/state/query-scope';
import { formatRupees } from '@/lib/format/money';
import type { OrderLine } from '@/modules/orders/types';
import { COMMENT_TOO_SHORT_MESSAGE, REASON_REQUIRED_MESSAGE, cancellationProblem } from '@/lib/validation/cancellation';
import {
  ALREADY_CANCELLED_MESSAGE,
  CANCELLATION_COMMENT_MIN,
  CANCELLATION_REASONS,
  NOT_CANCELLABLE_MESSAGE,
} from '@/platform/orders/contract/orders';
import { LinePrice } from './line-price';
import { CANCEL_FAILED_MESSAGE, ORDERS_FAILED_MESSAGE } from '@/lib/store/messages';
import { useLocationSearch } from '@/components/ui/use-location-search';
import { OrderTotal } from './order-amounts-list';
import { findLine, useCancelItem, useOrders } from './use-orders';
import { useOrderTexts, type OrderTexts } from './use-order-texts';
import { uploadUrl } from '@/lib/images/upload-url';
import clsx from 'clsx';

/** /cancellation-form?item=…: the item, a reason, a comment of 10+ characters, the refund, then CANCEL. */
export function CancellationForm() {
  return (
    <QueryScope>
      <CancellationScreen />
    </QueryScope>
  );
}

/** The ?item=… of the page: undefined until the browser's address is known, null for none or a malformed one. */
function itemFromQuery(query: URLSearchParams | null): number | null | undefined {
  if (!query) return undefined;
  const value = Number(query.get('item'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function CancellationScreen() {
  const router = useRouter();
  const localized = useLocalizedPath();
  const texts = useOrderTexts();
  const t = useTranslations('Cancellation');
  const { state, retry, retrying } = useOrders();
  const cancel = useCancelItem();
  const itemId = itemFromQuery(useLocationSearch());
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  // How many of the item's units to cancel: all of them until the shopper picks fewer.
  const [units, setUnits] = useState<number | null>(null);
  const [touched, setTouched] = useState({ reason: false, comment: false });
  const [failure, setFailure] = useState('');
  // Still 'Cancelling...' once done, until the next page shows: one item is cancelled once.
  const sending = cancel.isPending || cancel.isSuccess;
  const ids = useId();

  if (itemId === undefined || (itemId !== null && state.status === 'loading')) {
    return <div role="status" aria-label={t('loading')} className="h-72 animate-pulse rounded-xl bg-white shadow-sm" />;
  }
  if (state.status === 'error') return <RetryAlert message={texts.message(ORDERS_FAILED_MESSAGE)} onRetry={retry} retrying={retrying} />;
  const found = state.status === 'ready' ? findLine(state.orders, itemId) : undefined;
  if (!found) {
    return (
      <div className="rounded-xl bg-white p-6 text-center shadow-sm">
        <p className="font-semibold text-gray-900">{t('dataNotFound')}</p>
        <Link href="/your-orders" className="mt-3 inline-block min-h-11 py-2 font-semibold text-shop-primary">
          {t('back')}
        </Link>
      </div>
    );
  }

  const { line, order } = found;
  // The list fetched again after this very cancellation has the item cancelled: the form stays until the next page.
  if (!line.cancellable && (cancel.isIdle || cancel.isError)) return <NotCancellable line={line} texts={texts} />;
  // The platform's figures for cancelling that many units (all of them, once this very cancellation is in).
  const option = line.cancelOptions.find((o) => o.units === (units ?? line.quantity)) ?? line.cancelOptions.at(-1);

  const problem = cancellationProblem(reason, comment);
  const showTouchedErrors = touched.reason || touched.comment;
  const reasonError = showTouchedErrors && !reason ? texts.message(REASON_REQUIRED_MESSAGE) : '';
  const commentError = touched.comment && comment.trim().length < CANCELLATION_COMMENT_MIN ? texts.message(COMMENT_TOO_SHORT_MESSAGE) : '';
  const refund = option ? option.refund : line.cancelRefund;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched({ reason: true, comment: true });
    if (problem || sending || !line) return;
    setFailure('');
    const { itemId } = line;
    const part = option && option.units < line.quantity ? { quantity: option.units } : {};
    cancel.mutate(
      { itemId, reason, comment: comment.trim(), ...part },
      {
        onError: (error) => setFailure(error.message || CANCEL_FAILED_MESSAGE),
        // The cancelled page loads the order and its refund from the platform; the URL only names them (the line
        // that holds the cancelled units: a new one when only some were cancelled).
        onSuccess: (done) => router.push(localized(`/order-cancelled?${new URLSearchParams({ order: done.orderId, item: String(done.itemId) })}`)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="relative rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
      <Link
        href="/your-orders"
        aria-label={t('close')}
        className="absolute top-3 right-3 rounded-lg p-2.5 text-2xl leading-none text-gray-500 hover:bg-gray-100 focus-visible:outline-2"
      >
        ×
      </Link>
      <div className="flex gap-4 pr-10">
        <FallbackImage
          src={uploadUrl(line.image)}
          alt=""
          width={80}
          height={80}
          sizes="80px"
          className="h-20 w-20 rounded-lg bg-gray-100 object-cover"
        />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-gray-900">{line.name}</p>
          <p className="text-gray-600">
            {t('orderSizeQuantity', { orderId: line.orderId, size: line.size || texts.t('notApplicable'), quantity: line.quantity })}
          </p>
          <p className="flex flex-wrap gap-x-1 text-gray-600">
            <span>{texts.payment(line.paymentMode, line.paymentStatus)} ·</span>
            <OrderTotal amounts={order.amounts} testId="cancel-order-total" labels={texts.amounts} />
          </p>
        </div>
      </div>
      <div className="mt-3 max-w-sm">
        <LinePrice line={line} labels={texts.line} />
      </div>

      {failure && (
        <div className="mt-4">
          <FormAlert>{texts.message(failure)}</FormAlert>
        </div>
      )}

      <fieldset className="mt-5" aria-describedby={reasonError ? `${ids}-reason-error` : undefined}>
        <legend className="font-semibold text-gray-900">{t('reasonLegend')}</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {CANCELLATION_REASONS.map((r) => (
            <label key={r} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-gray-50">
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setTouched((t) => ({ ...t, reason: true }));
                }}
                className="h-5 w-5 accent-shop-primary"
              />
              <span className="text-sm text-gray-800">{texts.reason(r)}</span>
            </label>
          ))}
        </div>
        {reasonError && (
          <p id={`${ids}-reason-error`} className="mt-1 text-sm text-red-600">
            {reasonError}
          </p>
        )}
      </fieldset>

      <label htmlFor={`${ids}-comment`} className="mt-5 mb-1 block font-semibold text-gray-900">
        {t('comments')}
      </label>
      <textarea
        id={`${ids}-comment`}
        rows={4}
        maxLength={1000}
        value={comment}
        onChange={(e) => {
          setComment(e.target.value);
          setTouched((t) => ({ ...t, comment: true }));
        }}
        aria-invalid={commentError ? true : undefined}
        aria-describedby={`${ids}-comment-help`}
        placeholder={t('commentPlaceholder')}
        className="block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-gray-900 focus:border-shop-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-shop-primary/40"
      />
      <p id={`${ids}-comment-help`} className={clsx('mt-1 text-sm', commentError ? 'text-red-600' : 'text-gray-500')}>
        {commentError || t('commentCount', { count: comment.trim().length, min: CANCELLATION_COMMENT_MIN })}
      </p>

      {line.cancelOptions.length > 1 && option && (
        <div className="mt-5">
          <label htmlFor={`${ids}-units`} className="mb-1 block font-semibold text-gray-900">
            {t('howMany')}
          </label>
          <select
            id={`${ids}-units`}
            value={option.units}
            onChange={(e) => setUnits(Number(e.target.value))}
            className="block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 focus:border-shop-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-shop-primary/40 sm:w-56"
          >
            {line.cancelOptions.map((o) => (
              <option key={o.units} value={o.units}>
                {o.units === line.quantity ? t('allUnits', { count: o.units }) : t('someUnits', { units: o.units, quantity: line.quantity })}
              </option>
            ))}
          </select>
        </div>
      )}

      {option && (
        <p className="mt-5 text-sm text-gray-700">
          {t.rich('takesOff', {
            units: option.units,
            amount: formatRupees(option.amount),
            strong: (chunks) => (
              <strong data-testid="cancel-amount" className="text-gray-900">
                {chunks}
              </strong>
            ),
          })}
        </p>
      )}

      <div className="mt-3 flex items-center justify-between rounded-lg bg-gray-50 px-4 py-3">
        <span className="text-sm text-gray-700">{t('refundAmount')}</span>
        <span data-testid="refund-amount" className="font-bold text-gray-900">
          {formatRupees(refund)}
        </span>
      </div>
      {line.paymentMode === 'COD' && <p className="mt-2 text-xs text-gray-500">{t('codNothingToRefund')}</p>}
      {line.paymentMode === 'ONLINE' && line.paymentStatus !== 'PAID' && <p className="mt-2 text-xs text-gray-500">{t('unpaidNothingToRefund')}</p>}

      <button type="submit" disabled={Boolean(problem) || sending} className={`${dangerButtonClass} mt-5`}>
        {sending ? t('cancelling') : t('submit')}
      </button>
    </form>
  );
}

/** Back at the form of an item that is cancelled already, or has shipped: say which, and the way back. */
function NotCancellable({ line, texts }: { line: OrderLine; texts: OrderTexts }) {
  const t = useTranslations('Cancellation');
  const cancelled = line.status === 'Cancelled';
  return (
    <div role="status" className="rounded-xl bg-white p-6 text-center shadow-sm">
      <p className="font-semibold text-gray-900">{texts.message(cancelled ? ALREADY_CANCELLED_MESSAGE : NOT_CANCELLABLE_MESSAGE)}</p>
      <p className="mt-1 text-sm text-gray-600">
        {t('itemOfOrder', { name: line.name, orderId: line.orderId })}
        {cancelled && line.refundAmount > 0 && <> · {texts.t('refundedAmount', { amount: formatRupees(line.refundAmount) })}</>}
      </p>
      <Link href="/your-orders" className="mt-3 inline-block min-h-11 py-2 font-semibold text-shop-primary">
        {t('back')}
      </Link>
    </div>
  );
}
