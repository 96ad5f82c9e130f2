import clsx from 'clsx';
import { formatDeliveryBy } from '@/modules/console/orders/order-view';

/** The day delivery was promised for ('Fri, 29 Nov'), and a red Late once it has passed undelivered; a dash for none. */
export function DeliveryBy({ day, late }: { day: string | null; late: boolean }) {
  const shown = formatDeliveryBy(day);
  if (!shown) return <span className="text-gray-500">—</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <time dateTime={day ?? undefined} data-testid="order-delivery-by" className={clsx(late && 'font-semibold text-red-800')}>
        {shown}
      </time>
      {late && (
        <span data-testid="order-late" className="inline-flex rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
          Late
        </span>
      )}
    </span>
  );
}
