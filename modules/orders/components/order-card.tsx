import { FallbackImage } from '@/components/ui/fallback-image';
import Link from '@/components/ui/link';
import { formatRupees } from '@/lib/format/money';
import { formatDayTime, formatOrderDate } from '@/modules/orders/order-date';
import { orderDeliveryDay } from '@/modules/orders/order-delivery-by';
import type { OrderLine, OrderSummary } from '@/modules/orders/types';
import { LinePrice } from './line-price';
import { OrderTotal } from './order-amounts-list';
import { OrderStatusBadge } from './order-status-badge';
import { uploadUrl } from '@/lib/images/upload-url';
import type { OrderTexts } from './use-order-texts';

interface Props {
  order: OrderSummary;
  /** The screen's words (useOrderTexts). */
  texts: OrderTexts;
  onTrack: () => void;
  onPay?: () => void;
  payBusy?: boolean;
  /** While the order awaits the code sent to the shopper's phone: opens the confirmation form. */
  onEnterCode?: () => void;
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * One order: its number, date, total (the platform's net, with what was cancelled), the day delivery was promised for
 * and status; each of its items with its price and its own Cancel; how it is paid, Track and, while unpaid, Complete
 * payment; while it awaits its cash-on-delivery confirmation, by when and (for a code) Enter code.
 */
export function OrderCard({ order, texts, onTrack, onPay, payBusy, onEnterCode }: Props) {
  const { t, locale } = texts;
  const deliveryDay = orderDeliveryDay(order.deliveryBy, order.status, locale);
  return (
    <li data-testid="order-card" data-order={order.orderId} className="rounded-xl border border-gray-100 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-4 py-2.5 text-xs text-gray-600">
        {/* Each fact stays whole on a narrow screen: a line breaks between them, never inside one. */}
        <span className="flex flex-wrap gap-x-1">
          <span className="whitespace-nowrap">
            {t('order')} <strong className="text-gray-900">{order.orderId}</strong>
          </span>
          {order.placedAt && <span className="whitespace-nowrap">· {t('placed', { date: formatOrderDate(order.placedAt, locale) })}</span>}
          <OrderTotal amounts={order.amounts} testId="card-order-total" prefix="· " labels={texts.amounts} />
          {deliveryDay && (
            <span className="font-semibold whitespace-nowrap text-green-800" data-testid="card-delivery-by">
              · {t('deliveryBy', { day: deliveryDay })}
            </span>
          )}
        </span>
        <OrderStatusBadge status={order.status} label={texts.status(order.status)} />
      </div>
      <ul aria-label={t('itemsOfOrder', { orderId: order.orderId })} className="divide-y divide-gray-100">
        {order.lines.map((line) => (
          <OrderItem key={line.itemId} line={line} orderStatus={order.status} texts={texts} />
        ))}
      </ul>
      {order.confirmation && (
        <p data-testid="card-confirm-by" className="border-t border-amber-100 bg-amber-50 px-4 py-2.5 text-sm text-amber-900">
          {order.confirmation === 'call' ? `${t('shopWillCall')} ` : ''}
          {order.confirmBy ? t('confirmBy', { time: formatDayTime(order.confirmBy, locale) }) : t('confirmIt')}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-100 px-4 py-3">
        <p className="text-sm text-gray-600">
          {t('payment')}{' '}
          <span
            data-testid="card-payment"
            className={order.paymentMode === 'ONLINE' && order.paymentStatus === 'PAID' ? 'font-semibold text-green-700' : 'text-gray-900'}
          >
            {texts.payment(order.paymentMode, order.paymentStatus)}
          </span>
        </p>
        <div className="flex flex-1 flex-wrap justify-end gap-2 sm:flex-none">
          {onEnterCode && (
            <button type="button" onClick={onEnterCode} className={`${buttonClass} flex-1 bg-shop-primary text-white hover:opacity-90 sm:flex-none`}>
              {t('enterCode')}
            </button>
          )}
          {onPay && (
            <button
              type="button"
              onClick={onPay}
              disabled={payBusy}
              className={`${buttonClass} flex-1 bg-shop-primary text-white hover:opacity-90 disabled:opacity-60 sm:flex-none`}
            >
              {t('completePayment')}
            </button>
          )}
          <button type="button" onClick={onTrack} className={`${buttonClass} border border-gray-300 text-gray-800 hover:bg-gray-50`}>
            {t('track')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** One item of the order: image, name (to the product), size, quantity, price and how it was reached; its status when it differs from the order's. */
function OrderItem({ line, orderStatus, texts }: { line: OrderLine; orderStatus: string; texts: OrderTexts }) {
  const { t } = texts;
  const productHref = `/product/${encodeURIComponent(line.slug)}`;
  return (
    <li data-testid="order-item" data-item={line.itemId} className="flex gap-4 p-4">
      <Link href={productHref} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <FallbackImage
          src={uploadUrl(line.image)}
          alt=""
          width={96}
          height={96}
          sizes="96px"
          className="h-20 w-20 rounded-lg bg-gray-100 object-cover sm:h-24 sm:w-24"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Link href={productHref} className="line-clamp-2 font-semibold text-gray-900 hover:text-shop-primary hover:underline">
            {line.name}
          </Link>
          {line.status !== orderStatus && <OrderStatusBadge status={line.status} label={texts.status(line.status)} />}
        </div>
        <dl className="mt-2 grid grid-cols-3 gap-x-4 gap-y-1 text-sm">
          <div>
            <dt className="text-gray-500">{t('size')}</dt>
            <dd className="text-gray-900">{line.size || t('notApplicable')}</dd>
          </div>
          <div>
            <dt className="text-gray-500">{t('quantity')}</dt>
            <dd className="text-gray-900">{line.quantity}</dd>
          </div>
          <div>
            <dt className="text-gray-500">{t('price')}</dt>
            <dd data-testid="card-price" className={line.status === 'Cancelled' ? 'text-gray-500 line-through' : 'font-semibold text-gray-900'}>
              {formatRupees(line.amount)}
            </dd>
          </div>
        </dl>
        {/* On a phone the Cancel button goes under the price, so neither is squeezed. */}
        <div className="mt-2 flex flex-col items-start gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div className="w-full max-w-xs min-w-0">
            <LinePrice line={line} labels={texts.line} />
            {line.refundAmount > 0 && (
              <p className="text-sm font-semibold text-green-700">{t('refundedAmount', { amount: formatRupees(line.refundAmount) })}</p>
            )}
          </div>
          {line.cancellable && (
            <Link
              href={`/cancellation-form?item=${line.itemId}`}
              aria-label={t('cancelItem', { name: line.name })}
              className={`${buttonClass} border border-red-200 text-red-700 hover:bg-red-50`}
            >
              {t('cancel')}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
