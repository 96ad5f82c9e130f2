import { useTranslations } from 'next-intl';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatOrderDateTime } from '@/modules/orders/order-date';
import { orderDeliveryDay } from '@/modules/orders/order-delivery-by';
import { trackingEventTitle, trackingNote } from '@/modules/orders/platform-messages';
import { useOrderTexts } from './use-order-texts';
import type { TrackingState } from './use-tracking';
import { OrderTotal } from './order-amounts-list';
import clsx from 'clsx';

const STEPS = ['Confirmed', 'Packed', 'Shipped', 'Delivered'] as const;

/** The day delivery was promised for, and the order's real status history, oldest first, with the usual steps still to come greyed out. */
export function TrackingTimeline({ state }: { state: TrackingState }) {
  const texts = useOrderTexts();
  const { locale } = texts;
  const t = useTranslations('Tracking');
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={t('loading')} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg bg-gray-100" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <RetryAlert message={texts.message(state.message)} onRetry={state.retry} retrying={state.retrying} />;
  const { tracking } = state;
  const reached = new Set(tracking.events.map((e) => e.status));
  const cancelled = reached.has('Cancelled') && tracking.events.at(-1)?.status === 'Cancelled';
  const furthest = Math.max(...STEPS.map((step, index) => (reached.has(step) ? index : -1)));
  const upcoming = cancelled ? [] : STEPS.slice(furthest + 1);
  const deliveryDay = orderDeliveryDay(tracking.deliveryBy, cancelled ? 'Cancelled' : reached.has('Delivered') ? 'Delivered' : '', locale);
  return (
    <div>
      <p className="text-sm text-gray-600">
        {texts.t('order')} <strong className="text-gray-900">{tracking.orderId}</strong> ·{' '}
        <span data-testid="tracking-payment">{texts.payment(tracking.paymentMode, tracking.paymentStatus)}</span> ·{' '}
        {t('placed', { date: formatOrderDateTime(tracking.placedAt, locale) })}
      </p>
      <p className="mb-4 flex flex-wrap gap-x-1 text-sm text-gray-600">
        <OrderTotal amounts={tracking.amounts} testId="tracking-total" labels={texts.amounts} />
      </p>
      {deliveryDay && (
        <p data-testid="tracking-delivery-by" className="mb-4 font-semibold text-green-800">
          {texts.t('deliveryBy', { day: deliveryDay })}
        </p>
      )}
      {tracking.shipment && (
        <p data-testid="tracking-shipment" className="mb-4 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
          {t.rich('shipment', {
            courier: tracking.shipment.courier,
            trackingNumber: tracking.shipment.trackingNumber,
            strong: (chunks) => <strong className="last:font-mono last:break-all">{chunks}</strong>,
          })}
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
            <p className="font-semibold text-gray-900">{trackingEventTitle(t, texts.t, event.status)}</p>
            <p className="text-sm text-gray-700">
              {trackingNote(t, texts.t, event.note)}
              {event.item ? ` (${event.item})` : ''}
            </p>
            <p className="text-xs text-gray-500">
              <time dateTime={event.at}>{formatOrderDateTime(event.at, locale)}</time>
            </p>
          </li>
        ))}
        {upcoming.map((step) => (
          <li key={step} className="relative text-gray-500">
            <span aria-hidden="true" className="absolute top-1 -left-[31px] h-4 w-4 rounded-full border-2 border-white bg-gray-300" />
            <p className="font-semibold">{texts.status(step)}</p>
            <p className="text-sm">{t('notYet')}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
