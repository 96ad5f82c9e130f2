import type { z } from 'zod';
import type { InsertOrderAnswer, paymentRequestWire } from '../contract/orders';
import { ONLINE_DISCOUNT_PERCENT, type Totals } from '../contract/totals';
import type { orders } from '../db/schema/orders';
import { requireGateway, type PaymentGateway } from '../payments/gateway';
import { paiseToRupees } from './pricing';

export type OrderRow = typeof orders.$inferSelect;

/** What the payment dialog needs for this order: the same Razorpay order every time it is asked for. */
export function paymentRequestOf(order: Pick<OrderRow, 'razorpayOrderId' | 'totalPaise'>, configured: PaymentGateway | null): z.input<typeof paymentRequestWire> {
  const gateway = requireGateway(configured);
  return {
    ORDERID: order.razorpayOrderId ?? '',
    amount: order.totalPaise,
    currency: 'INR',
    key: gateway.keyId,
    gateway: gateway.kind,
    script_url: gateway.scriptUrl,
  };
}

/** The totals of a stored order, as cart_to_checkout would have shown them. */
export function storedTotals(order: Pick<OrderRow, 'subtotalPaise' | 'deliveryPaise'>, items: number): Totals {
  const subtotal = paiseToRupees(order.subtotalPaise);
  const delivery = paiseToRupees(order.deliveryPaise);
  const total = subtotal + delivery;
  const onlineDiscount = Math.round((subtotal * ONLINE_DISCOUNT_PERCENT) / 100);
  return { items, subtotal, delivery, total, onlineDiscount, onlineTotal: total - onlineDiscount };
}

/** insert_Customer_Order's data for a stored order: the same answer for the first request and any repeat of it. */
export function placedOrderData(order: OrderRow, items: number, gateway: PaymentGateway | null): InsertOrderAnswer['data'] {
  const placed = { CoOrderID: order.number, totals: storedTotals(order, items) };
  if (order.paymentMode === 'COD') return { paymentmode: 'COD', ...placed };
  return { paymentmode: 'ONLINE', ...placed, ...paymentRequestOf(order, gateway) };
}
