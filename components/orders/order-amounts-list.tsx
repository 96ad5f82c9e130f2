import { formatRupees } from '@/lib/format/money';
import type { OrderAmounts } from '@/lib/orders/types';
import clsx from 'clsx';

const row = 'flex justify-between gap-4';

/** An order's stored figures, row by row, ending with the order total (and what was cancelled or refunded since). */
export function OrderAmountsList({ amounts, className = '' }: { amounts: OrderAmounts; className?: string }) {
  return (
    <dl data-testid="order-amounts" className={`space-y-1.5 text-sm ${className}`}>
      <div className={row}>
        <dt className="text-gray-600">
          Price ({amounts.items} {amounts.items === 1 ? 'item' : 'items'})
        </dt>
        <dd className="text-gray-900 tabular-nums">{formatRupees(amounts.itemsPrice)}</dd>
      </div>
      {amounts.offer > 0 && (
        <div className={row}>
          <dt className="text-gray-600">T-shirt pair offer</dt>
          <dd className="text-green-700 tabular-nums">−{formatRupees(amounts.offer)}</dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-gray-600">Delivery Charges</dt>
        <dd className={clsx('tabular-nums', amounts.delivery === 0 ? 'font-semibold text-green-700' : 'text-gray-900')}>
          {amounts.delivery === 0 ? 'Free' : formatRupees(amounts.delivery)}
        </dd>
      </div>
      {amounts.onlineDiscount > 0 && (
        <div className={row}>
          <dt className="text-gray-600">Online payment discount</dt>
          <dd className="text-green-700 tabular-nums">−{formatRupees(amounts.onlineDiscount)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-gray-200 pt-2 text-base font-bold text-gray-900`}>
        <dt>Order total</dt>
        <dd data-testid="order-total" className="tabular-nums">
          {formatRupees(amounts.total)}
        </dd>
      </div>
      {amounts.cancelled > 0 && (
        <div className={row}>
          <dt className="text-gray-600">Cancelled items</dt>
          <dd className="text-gray-900 tabular-nums">{formatRupees(amounts.cancelled)}</dd>
        </div>
      )}
      {amounts.refunded > 0 && (
        <div className={row}>
          <dt className="text-gray-600">Refunded</dt>
          <dd data-testid="order-refunded" className="font-semibold text-green-700 tabular-nums">
            {formatRupees(amounts.refunded)}
          </dd>
        </div>
      )}
    </dl>
  );
}
