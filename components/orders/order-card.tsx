import { FallbackImage } from '@/components/ui/fallback-image';
import Link from '@/components/ui/link';
import { formatRupees } from '@/lib/format/money';
import { formatOrderDate } from '@/lib/orders/order-date';
import { paymentLabel } from '@/lib/orders/payment-label';
import type { OrderLine } from '@/lib/orders/types';
import { LinePrice } from './line-price';
import { OrderStatusBadge } from './order-status-badge';
import { uploadUrl } from '@/lib/images/upload-url';

interface Props {
  line: OrderLine;
  onTrack: () => void;
  onPay?: () => void;
  payBusy?: boolean;
}

// On phones the actions fill their row, two to a row (Complete payment a row of its own); from 640px they sit right.
const buttonClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 sm:flex-none sm:basis-auto';
const halfRow = 'basis-[calc(50%-0.25rem)]';

/** One ordered item: image, name (to the product), size, status, price, quantity, payment mode, Track and Cancel. */
export function OrderCard({ line, onTrack, onPay, payBusy }: Props) {
  const productHref = `/product/${encodeURIComponent(line.slug)}`;
  return (
    <li data-testid="order-card" data-order={line.orderId} className="rounded-xl border border-gray-100 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-4 py-2.5 text-xs text-gray-600">
        {/* Each fact stays whole on a narrow screen: a line breaks between them, never inside one. */}
        <span className="flex flex-wrap gap-x-1">
          <span className="whitespace-nowrap">
            Order <strong className="text-gray-900">{line.orderId}</strong>
          </span>
          {line.placedAt && <span className="whitespace-nowrap">· Placed {formatOrderDate(line.placedAt)}</span>}
          <span className="whitespace-nowrap">
            · Order total{' '}
            <strong data-testid="card-order-total" className="text-gray-900">
              {formatRupees(line.order.total)}
            </strong>
          </span>
        </span>
        <OrderStatusBadge status={line.status} />
      </div>
      <div className="flex gap-4 p-4">
        <Link href={productHref} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <FallbackImage
            src={uploadUrl(line.image)}
            alt=""
            width={96}
            height={96}
            sizes="96px"
            className="h-24 w-24 rounded-lg bg-gray-100 object-cover"
          />
        </Link>
        <div className="min-w-0 flex-1">
          <Link href={productHref} className="line-clamp-2 font-semibold text-gray-900 hover:text-shop-primary hover:underline">
            {line.name}
          </Link>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-gray-500">Size</dt>
              <dd className="text-gray-900">{line.size || 'N/A'}</dd>
            </div>
            <div>
              <dt className="text-gray-500">Price</dt>
              <dd data-testid="card-price" className="font-semibold text-gray-900">
                {formatRupees(line.amount)}
              </dd>
            </div>
            <div>
              <dt className="text-gray-500">Quantity</dt>
              <dd className="text-gray-900">{line.quantity}</dd>
            </div>
            <div>
              <dt className="text-gray-500">Payment</dt>
              <dd
                data-testid="card-payment"
                className={line.paymentMode === 'ONLINE' && line.paymentStatus === 'PAID' ? 'text-green-700' : 'text-gray-900'}
              >
                {paymentLabel(line.paymentMode, line.paymentStatus)}
              </dd>
            </div>
          </dl>
          <div className="mt-2 max-w-xs">
            <LinePrice line={line} />
            {line.refundAmount > 0 && <p className="text-sm font-semibold text-green-700">Refunded {formatRupees(line.refundAmount)}</p>}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-gray-100 px-4 py-3">
        {onPay && (
          <button
            type="button"
            onClick={onPay}
            disabled={payBusy}
            className={`${buttonClass} basis-full bg-shop-primary text-white hover:opacity-90 disabled:opacity-60`}
          >
            Complete payment
          </button>
        )}
        <button type="button" onClick={onTrack} className={`${buttonClass} ${halfRow} border border-gray-300 text-gray-800 hover:bg-gray-50`}>
          Track
        </button>
        {line.cancellable && (
          <Link
            href={`/cancellation-form?item=${line.itemId}`}
            className={`${buttonClass} ${halfRow} border border-red-200 text-red-700 hover:bg-red-50`}
          >
            Cancel
          </Link>
        )}
      </div>
    </li>
  );
}
