import type { PaymentMode, PaymentStatus } from '@/platform/orders/contract/orders';

export const AWAITING_PAYMENT = 'Awaiting payment';

/** How an order is being paid, as every screen says it: the real payment state, never "Paid" before it is. */
export function paymentLabel(mode: PaymentMode, status: PaymentStatus): string {
  if (mode === 'COD') return 'Cash on Delivery';
  return status === 'PAID' ? 'Paid online' : AWAITING_PAYMENT;
}

/** An online order that can still be paid (a failed attempt can be retried). */
export function awaitsPayment(mode: PaymentMode, status: PaymentStatus): boolean {
  return mode === 'ONLINE' && status !== 'PAID';
}
