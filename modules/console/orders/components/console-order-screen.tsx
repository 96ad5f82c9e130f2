import Link from 'next/link';
import type { ReactNode } from 'react';
import { CopyButton } from '@/modules/console/orders/components/copy-button';
import { OrderCancelForm } from '@/modules/console/orders/components/order-cancel-form';
import { OrderMoveForm } from '@/modules/console/orders/components/order-move-form';
import { ConfirmOrderForm } from '@/modules/console/orders/components/confirm-order-form';
import { PaymentBadge } from '@/modules/console/orders/components/payment-badge';
import { DeliveryBy } from '@/modules/console/orders/components/delivery-by';
import { OrderAmountsList } from '@/modules/orders/components/order-amounts-list';
import { OrderStatusBadge } from '@/modules/orders/components/order-status-badge';
import { FallbackImage } from '@/components/ui/fallback-image';
import { consoleOrderPath, deliveryOf, telHref } from '@/modules/console/orders/order-view';
import type { loadConsoleOrder } from '@/modules/console/orders/server/orders';
import { formatRupees } from '@/lib/format/money';
import { uploadUrl } from '@/lib/images/upload-url';
import { formatOrderDateTime } from '@/modules/orders/order-date';
import { toOrderAmounts } from '@/lib/platform/transforms/orders';
import { PAYMENT_STATE_LABELS } from '@/platform/orders/contract/console-orders';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-base font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkButton =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** One order: what to do next, its items, where it goes, how it is paid and what happened so far. */
export function ConsoleOrderScreen({ order }: { order: Awaited<ReturnType<typeof loadConsoleOrder>> }) {
  const delivery = deliveryOf(order);
  const paidOnline = order.payment.state === 'paid';
  const openLines = order.lines.filter((l) => l.status !== 'Cancelled');
  const cancellableLines = order.lines.filter((l) => l.cancellable);
  const refundOf = (rupees: number) => (paidOnline && rupees > 0 ? formatRupees(rupees) : '');
  const amounts = order.amounts;
  return (
    <div className="space-y-5">
      <div>
        <Link href="/admin/orders" className="text-sm font-medium text-indigo-700 underline">
          ← Orders
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="font-mono text-xl font-bold break-all sm:text-2xl">Order {order.number}</h1>
          <OrderStatusBadge status={order.status} />
          <PaymentBadge state={order.payment.state} />
        </div>
        <p className="mt-1 text-sm text-gray-600">
          Placed {formatOrderDateTime(order.placed_at)} by {order.shopper.name || delivery.name}
        </p>
        {order.delivery_by && (
          <p className="mt-1 text-sm text-gray-700">
            Delivery promised by <DeliveryBy day={order.delivery_by} late={order.late} />
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Link href={`${consoleOrderPath(order.number)}/invoice`} className={linkButton}>
            Invoice
          </Link>
          <Link href={`${consoleOrderPath(order.number)}/packing-slip`} className={linkButton}>
            Packing slip
          </Link>
        </div>
      </div>

      <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5">
          <Section title="Next step">
            {order.status === 'Awaiting Confirmation' ? (
              <div className="space-y-3">
                <p className="text-sm text-gray-700">
                  This cash-on-delivery order waits to be confirmed. Call the shopper, then confirm it: it can then be packed. Not confirmed in time,
                  it is cancelled.
                </p>
                <div className="flex flex-wrap items-start gap-2">
                  <a href={telHref(delivery.phone)} className={linkButton}>
                    Call {delivery.phone}
                  </a>
                  <ConfirmOrderForm number={order.number} />
                </div>
              </div>
            ) : (
              <OrderMoveForm
                number={order.number}
                next={order.next_statuses}
                courier={order.courier_name}
                done={
                  order.status === 'Payment Pending'
                    ? 'This order is waiting for its online payment: it can be moved on once it is paid.'
                    : `This order is ${order.status.toLowerCase()}: nothing more to do.`
                }
              />
            )}
            {order.tracking_number && (
              <p className="mt-3 text-sm text-gray-700">
                Shipped with <strong>{order.courier_name}</strong> · Tracking number <strong className="font-mono">{order.tracking_number}</strong>
              </p>
            )}
          </Section>

          <Section title={`Items (${order.lines.length})`}>
            <ul className="divide-y divide-gray-100">
              {order.lines.map((line) => (
                <li key={line.id} data-testid="order-line" className="flex gap-3 py-3 first:pt-0 last:pb-0">
                  <FallbackImage
                    src={uploadUrl(line.image)}
                    alt=""
                    width={64}
                    height={64}
                    sizes="64px"
                    className="h-16 w-16 shrink-0 rounded-lg bg-gray-100 object-cover"
                  />
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <p className="font-semibold text-gray-900">{line.name}</p>
                      <OrderStatusBadge status={line.status} />
                    </div>
                    <p className="text-sm text-gray-700">
                      {[line.size && `Size ${line.size}`, line.color, `Qty ${line.quantity}`, `${formatRupees(line.unit_price)} each`]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <p className="text-sm">
                      <strong>{formatRupees(line.amount)}</strong>
                      {line.hsn && <span className="text-gray-600"> · HSN {line.hsn}</span>}
                      {line.refund > 0 && <span className="text-green-700"> · Refunded {formatRupees(line.refund)}</span>}
                    </p>
                    {line.cancel_reason && <p className="text-sm text-gray-600">Cancelled: {line.cancel_reason}</p>}
                    <OrderCancelForm
                      number={order.number}
                      lineId={line.id}
                      what={line.size ? `${line.name} (${line.size})` : line.name}
                      refund={refundOf(line.amount)}
                      cancellable={line.cancellable && openLines.length > 1}
                    />
                  </div>
                </li>
              ))}
            </ul>
            {(cancellableLines.length > 0 || order.status === 'Cancelled') && (
              <div className="mt-4 border-t border-gray-100 pt-4">
                <OrderCancelForm
                  number={order.number}
                  what="every open item of this order"
                  refund={refundOf(cancellableLines.reduce((sum, l) => sum + l.amount, 0))}
                  cancellable={cancellableLines.length > 0}
                />
              </div>
            )}
          </Section>

          <Section title="Timeline">
            <ol className="space-y-3 border-l-2 border-gray-200 pl-4">
              {order.events.map((event, i) => (
                <li key={`${event.at}-${i}`}>
                  <p className="font-semibold text-gray-900">{event.status}</p>
                  <p className="text-sm text-gray-700">
                    {event.note}
                    {event.item ? ` (${event.item})` : ''}
                  </p>
                  <p className="text-xs text-gray-500">
                    <time dateTime={event.at}>{formatOrderDateTime(event.at)}</time>
                  </p>
                </li>
              ))}
            </ol>
          </Section>
        </div>

        <div className="space-y-5">
          <Section title="Deliver to">
            <address className="text-sm leading-6 not-italic">
              <strong className="block text-gray-900">{delivery.name}</strong>
              {delivery.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <span className="block">Phone {delivery.phone}</span>
            </address>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <CopyButton text={[delivery.name, ...delivery.lines, `Phone ${delivery.phone}`].join('\n')} label="Copy address" />
              <a href={telHref(delivery.phone)} className={linkButton}>
                Call {delivery.phone}
              </a>
            </div>
            <p className="mt-3 text-sm text-gray-600">
              Shopper: {order.shopper.name} · {order.shopper.email}
              {order.shopper.phone && order.shopper.phone !== delivery.phone ? ` · ${order.shopper.phone}` : ''}
            </p>
          </Section>

          <Section title="Payment">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-gray-600">Payment</dt>
              <dd>{PAYMENT_STATE_LABELS[order.payment.state]}</dd>
              {order.payment.razorpay_order_id && (
                <>
                  <dt className="text-gray-600">Gateway order</dt>
                  <dd className="font-mono break-all">{order.payment.razorpay_order_id}</dd>
                </>
              )}
              {order.payment.razorpay_payment_id && (
                <>
                  <dt className="text-gray-600">Payment id</dt>
                  <dd className="font-mono break-all">{order.payment.razorpay_payment_id}</dd>
                </>
              )}
              {order.payment.paid_at && (
                <>
                  <dt className="text-gray-600">Paid</dt>
                  <dd>{formatOrderDateTime(order.payment.paid_at)}</dd>
                </>
              )}
            </dl>
            <OrderAmountsList amounts={toOrderAmounts(amounts)} className="mt-3 border-t border-gray-100 pt-3" />
            {order.payment.refunds.length > 0 && (
              <>
                <h3 className="mt-4 mb-2 text-sm font-semibold">Refunds</h3>
                <ul className="space-y-2 text-sm">
                  {order.payment.refunds.map((refund, i) => (
                    <li key={i} data-testid="refund">
                      {formatRupees(refund.amount)} · {refund.item || 'order'} ·{' '}
                      <span className={refund.status === 'failed' ? 'font-semibold text-red-700' : 'text-gray-700'}>
                        {refund.status === 'failed' ? 'Failed: refund it from the payment dashboard' : refund.status}
                      </span>
                      {refund.gateway_refund_id && <span className="block font-mono text-xs text-gray-600">{refund.gateway_refund_id}</span>}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
