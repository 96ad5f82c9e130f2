import type { Metadata } from 'next';
import { OrderConfirmation } from '@/components/orders/order-confirmation';

export const metadata: Metadata = { title: 'Order confirmed', robots: { index: false } };

export default function OrderConfirmationPage() {
  return <OrderConfirmation />;
}
