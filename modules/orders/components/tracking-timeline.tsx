import { RetryAlert } from '@/components/ui/retry-alert';
import { formatOrderDateTime } from '@/modules/orders/order-date';
import { orderDeliveryBy } from '@/modules/orders/order-delivery-by';
import { paymentLabel } from '@/modules/orders/payment-label';
import type { TrackingState } from './use-tracking';
import { OrderTotal } from './order-amounts-list';
import clsx from 'clsx';

const STEPS = ['Confirmed', 'Packed', 'Shipped', 'Delivered'] as const;

/** The day delivery was promised for, and the order's real status history, oldest first, with the usual steps still to come greyed out. */
export function TrackingTimeline({ state }: { state: TrackingState }) {
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading tracking details" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg bg-gray-100" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <RetryAlert message={state.message} onRetry={state.retry} retrying={state.retrying} />;
  const { tracking } = state;
  const reached = new Set(tracking.events.map((e) => e.status));
  const cancelled = reached.has('Cancelled') && tracking.events.at(-1)?.status === 'Cancelled';
  const furthest = Math.max(...STEPS.map((step, index) => (reached.has(step) ? index : -1)));
  const upcoming = cancelled ? [] : STEPS.slice(furthest + 1);
  const deliveryBy = orderDeliveryBy(tracking.deliveryBy, cancelled ? 'Cancelled' : reached.has('Delivered') ? 'Delivered' : '');
  return (
    <div>
      <p className="text-sm text-gray-600">
        Order <strong className="text-gray-900">{tracking.orderId}</strong> ·{' '}
        <span data-testid="tracking-payment">{paymentLabel(tracking.paymentMode, tracking.paymentStatus)}</span> · placed{' '}
        {formatOrderDateTime(tracking.placedAt)}
      </p>
      <p className="mb-4 flex flex-wrap gap-x-1 text-sm text-gray-600">
        <OrderTotal amounts={tracking.amounts} testId="tracking-total" />
      </p>
      {deliveryBy && (
        <p data-testid="tracking-delivery-by" className="mb-4 font-semibold text-green-800">
          {deliveryBy}
        </p>
      )}
      {tracking.shipment && (
        <p data-testid="tracking-shipment" className="mb-4 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
          Shipped with <strong>{tracking.shipment.courier}</strong> · Tracking number{' '}
          <strong className="font-mono break-all">{tracking.shipment.trackingNumber}</strong>
        </p>
      )}
      <ol data-testid="tracking-events" className="relative space-y-5 border-l-2 border-gray-200 pl-6">
        {tracking.events.map((event, i) => (
          <li key={`${event.at}-${i}`} className="relative">
            <span
              aria-hidden="true"
              className={clsx(
                'absolute top-1 -left-[31px] h-4 w-4 rounded-full border-2 border-white',
                event.status === 'Cancelled' ? 'bg-gray-500' : 'bg-shop-primary',
              )}
            />
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
        {upcoming.map((step) => (
          <li key={step} className="relative text-gray-500">
            <span aria-hidden="true" className="absolute top-1 -left-[31px] h-4 w-4 rounded-full border-2 border-white bg-gray-300" />
            <p className="font-semibold">{step}</p>
            <p className="text-sm">Not yet</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
