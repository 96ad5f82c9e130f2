import Link from 'next/link';
import { OrderStatusBadge } from '@/modules/orders/components/order-status-badge';
import { formatRupees } from '@/lib/format/money';
import { consoleOrderPath } from '@/modules/console/orders/order-view';
import { formatOrderDateTime } from '@/modules/orders/order-date';
import type { ConsoleOrderRow } from '@/platform/orders/contract/console-orders';
import { PaymentBadge } from './payment-badge';

const itemsLabel = (items: number) => `${items} ${items === 1 ? 'item' : 'items'}`;

/** A page of orders: cards on a phone, a table from 768 px. Each order number opens its page. */
export function OrdersList({ orders }: { orders: readonly ConsoleOrderRow[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Orders">
        {orders.map((order) => (
          <li key={order.number} data-testid="order-row" data-order={order.number} className="rounded-xl border border-gray-200 bg-white p-4">
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
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-gray-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Orders, newest first</caption>
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
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {orders.map((order) => (
              <tr key={order.number} data-testid="order-row" data-order={order.number} className="hover:bg-gray-50">
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
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
