import type { OrderStatus } from '@/platform/orders/contract/orders';

const STYLES: Record<string, string> = {
  'Payment Pending': 'bg-amber-100 text-amber-900',
  Confirmed: 'bg-sky-100 text-sky-900',
  Packed: 'bg-violet-100 text-violet-900',
  Shipped: 'bg-indigo-100 text-indigo-900',
  Delivered: 'bg-green-100 text-green-900',
  Cancelled: 'bg-gray-200 text-gray-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus | string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status] ?? 'bg-gray-100 text-gray-800'}`}>{status}</span>
  );
}
