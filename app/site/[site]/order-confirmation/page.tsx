import type { Metadata } from 'next';
import { OrderConfirmation } from '@/modules/orders/components/order-confirmation';

export const metadata: Metadata = { title: 'Order confirmed', robots: { index: false } };

export default function OrderConfirmationPage() {
  return <OrderConfirmation />;
}
