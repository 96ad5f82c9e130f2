import { telHref } from '@/modules/console/orders/order-view';
import { ConfirmOrderForm } from './confirm-order-form';
import { OrderCancelForm } from './order-cancel-form';

export const callLinkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none';

/**
 * A cash-on-delivery order waiting to be confirmed, as the list offers it: call the shopper, then Confirm (it can be
 * packed) or Cancel (stock back, the shopper mailed the reason). The group names its order for screen readers.
 */
export function AwaitingOrderActions({ number, shopper, phone }: { number: string; shopper: string; phone: string }) {
  return (
    <div role="group" aria-label={`Confirm or cancel order ${number}`} className="flex flex-wrap items-start gap-2">
      {phone && (
        <a href={telHref(phone)} className={callLinkClass} aria-label={`Call ${shopper || 'the shopper'} on ${phone}`}>
          Call
        </a>
      )}
      <ConfirmOrderForm number={number} />
      {/* Opened, the cancel form takes a line of its own. */}
      <div className="has-[form]:basis-full">
        <OrderCancelForm number={number} what="every item of this order" refund="" cancellable />
      </div>
    </div>
  );
}
