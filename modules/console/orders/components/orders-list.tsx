import clsx from 'clsx';
import Link from 'next/link';
import { OrderStatusBadge } from '@/modules/orders/components/order-status-badge';
import { formatRupees } from '@/lib/format/money';
import { consoleOrderPath } from '@/modules/console/orders/order-view';
import { formatOrderDateTime } from '@/modules/orders/order-date';
import type { ConsoleOrderRow } from '@/platform/orders/contract/console-orders';
import { AwaitingOrderActions } from './awaiting-order-actions';
import { DeliveryBy } from './delivery-by';
import { PaymentBadge } from './payment-badge';

const itemsLabel = (items: number) => `${items} ${items === 1 ? 'item' : 'items'}`;

/**
 * A page of orders: cards on a phone, a table from 768 px. Each order number opens its page. Cash-on-delivery orders
 * waiting to be confirmed come first (the platform sorts them), marked, with Call, Confirm and Cancel at hand.
 */
export function OrdersList({ orders }: { orders: readonly ConsoleOrderRow[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Orders">
        {orders.map((order) => (
          <li
            key={order.number}
            data-testid="order-row"
            data-order={order.number}
            className={clsx(
              'rounded-xl border bg-white p-4',
              order.awaiting_confirmation ? 'border-amber-300 ring-1 ring-amber-200' : 'border-gray-200',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <Link href={consoleOrderPath(order.number)} className="font-mono text-sm font-semibold text-indigo-700 underline">
                {order.number}
              </Link>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="mt-1 text-xs text-gray-600">{formatOrderDateTime(order.placed_at)}</p>
            <p className="mt-2 text-sm font-medium text-gray-900">
              {order.shopper} <span className="font-normal text-gray-600">· {order.phone}</span>
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="text-gray-700">{itemsLabel(order.items)}</span>
              <strong data-testid="order-row-total" className="text-gray-900">
                {formatRupees(order.net)}
              </strong>
              {order.cancelled > 0 && <span className="text-gray-600">{formatRupees(order.cancelled)} cancelled</span>}
              <PaymentBadge state={order.payment} />
            </div>
            {order.delivery_by && (
              <p className="mt-2 text-sm text-gray-700">
                Delivery by <DeliveryBy day={order.delivery_by} late={order.late} />
              </p>
            )}
            {order.awaiting_confirmation && (
              <div className="mt-3 border-t border-amber-200 pt-3">
                <AwaitingOrderActions number={order.number} shopper={order.shopper} phone={order.customer_phone || order.phone} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-gray-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Orders, those awaiting confirmation first, then newest first</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Order
              </th>
              <th scope="col" className="px-4 py-3">
                Date
              </th>
              <th scope="col" className="px-4 py-3">
                Shopper
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Items
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Amount
              </th>
              <th scope="col" className="px-4 py-3">
                Payment
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Delivery by
              </th>
            </tr>
          </thead>
          {orders.map((order) => (
            <tbody key={order.number} className={clsx('border-b border-gray-100 last:border-b-0', order.awaiting_confirmation && 'bg-amber-50/60')}>
              <tr data-testid="order-row" data-order={order.number} className={clsx(!order.awaiting_confirmation && 'hover:bg-gray-50')}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <Link href={consoleOrderPath(order.number)} className="font-mono font-semibold text-indigo-700 underline">
                    {order.number}
                  </Link>
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-gray-700">{formatOrderDateTime(order.placed_at)}</td>
                <td className="px-4 py-3">
                  <span className="block font-medium text-gray-900">{order.shopper}</span>
                  <span className="text-gray-600">{order.phone}</span>
                </td>
                <td className="px-4 py-3 text-right text-gray-700">{order.items}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <span data-testid="order-row-total" className="block font-semibold text-gray-900">
                    {formatRupees(order.net)}
                  </span>
                  {order.cancelled > 0 && <span className="text-xs text-gray-600">{formatRupees(order.cancelled)} cancelled</span>}
                </td>
                <td className="px-4 py-3">
                  <PaymentBadge state={order.payment} />
                </td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <DeliveryBy day={order.delivery_by} late={order.late} />
                </td>
              </tr>
              {order.awaiting_confirmation && (
                <tr>
                  <td colSpan={8} className="px-4 pt-0 pb-3">
                    <AwaitingOrderActions number={order.number} shopper={order.shopper} phone={order.customer_phone || order.phone} />
                  </td>
                </tr>
              )}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
