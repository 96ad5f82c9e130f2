import type { Metadata } from 'next';
import { OrderCancelled } from '@/modules/orders/components/order-cancelled';

export const metadata: Metadata = { title: 'Order cancelled', robots: { index: false } };

export default function OrderCancelledPage() {
  return <OrderCancelled />;
}
