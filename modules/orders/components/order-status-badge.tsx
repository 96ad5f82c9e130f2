import type { OrderStatus } from '@/platform/orders/contract/orders';

const STYLES: Record<string, string> = {
  'Payment Pending': 'bg-amber-100 text-amber-900',
  'Awaiting Confirmation': 'bg-amber-100 text-amber-900',
  Confirmed: 'bg-sky-100 text-sky-900',
  Packed: 'bg-violet-100 text-violet-900',
  Shipped: 'bg-indigo-100 text-indigo-900',
  Delivered: 'bg-green-100 text-green-900',
  Cancelled: 'bg-gray-200 text-gray-800',
};

/**
 * How a shopper reads a status the platform names otherwise (AWAITING_CONFIRMATION_LABEL in the orders contract,
 * written out here: that file brings zod into the browser's bundle).
 */
const LABELS: Partial<Record<OrderStatus, string>> = { 'Awaiting Confirmation': 'Awaiting confirmation' };

/** `label`: the status in the page's language, when a screen gives it (the console shows the English). */
export function OrderStatusBadge({ status, label }: { status: OrderStatus | string; label?: string }) {
  return (
    <span
      data-testid="order-status"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status] ?? 'bg-gray-100 text-gray-800'}`}
    >
      {label ?? LABELS[status as OrderStatus] ?? status}
    </span>
  );
}
