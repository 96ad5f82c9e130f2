import { and, eq, ne } from 'drizzle-orm';
import { PAYMENT_VERIFICATION_FAILED, type paymentRequestWire } from './contract/orders';
import type { z } from 'zod';
import type { Tx } from '../shared/db/database';
import { orderEvents, orderLines, orders } from './tables';
import { requireGateway } from '../shared/payments/gateway';
import { isValidPaymentSignature } from '../shared/payments/signature';
import type { PlatformContext, ShopCustomer } from '../shared/platform-context';
import { paymentRequestOf, type OrderRow } from './answers';
import { recordRefund } from './cancellation';
import { mailOrderPlaced } from './mail';
import { Problem } from '../shared/problem';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';
export const NO_PAYMENT_NEEDED_MESSAGE = 'This order does not need payment.';

/**
 * Marks an online order paid: payment status, payment id, its waiting lines confirmed and one event. Only the call
 * that actually moves the order to PAID does anything, so a repeat (order_final twice, order_final and the webhook)
 * has no second effect. Answers whether this call was the one.
 */
export async function markOrderPaid(tx: Tx, order: Pick<OrderRow, 'id'>, paymentId: string, how: string): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ paymentStatus: 'PAID', paidAt: new Date(), razorpayPaymentId: paymentId })
    .where(and(eq(orders.id, order.id), eq(orders.paymentMode, 'ONLINE'), ne(orders.paymentStatus, 'PAID')))
    .returning({ id: orders.id });
  if (!updated.length) return false;
  const confirmed = await tx
    .update(orderLines)
    .set({ status: 'Confirmed' })
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.status, 'Payment Pending')))
    .returning({ id: orderLines.id });
  // Items cancelled while the order was unpaid were paid for all the same: what they cost goes back.
  const cancelled = await tx
    .select({ id: orderLines.id, amountPaise: orderLines.amountPaise })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.status, 'Cancelled')));
  for (const line of cancelled) await recordRefund(tx, order.id, line);
  const note = confirmed.length
    ? `Paid online (${paymentId}), ${how}.`
    : `Paid online (${paymentId}), ${how}, after every item was cancelled: refund due.`;
  await tx.insert(orderEvents).values({ orderId: order.id, status: 'Payment received', note });
  return true;
}

/** A failed attempt: the order stays unpaid and can be paid again. A paid order is never marked failed. */
export async function markPaymentFailed(tx: Tx, order: Pick<OrderRow, 'id'>, description: string): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ paymentStatus: 'FAILED' })
    .where(and(eq(orders.id, order.id), eq(orders.paymentMode, 'ONLINE'), ne(orders.paymentStatus, 'PAID')))
    .returning({ id: orders.id });
  if (!updated.length) return false;
  await tx.insert(orderEvents).values({ orderId: order.id, status: 'Payment failed', note: description || 'The online payment did not go through.' });
  return true;
}

/**
 * order_final: the checkout's result, verified against the Razorpay order id stored on the shopper's own order
 * with the gateway's key secret, before the order is marked paid.
 */
export async function confirmPayment(
  platform: PlatformContext,
  shopper: ShopCustomer,
  result: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
  /** The shop's public origin, for the link in the order-placed mail sent once the order is paid. */
  origin = '',
): Promise<{ CoOrderID: string }> {
  const [order] = await platform.db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopper.shopId), eq(orders.customerId, shopper.customerId), eq(orders.razorpayOrderId, result.razorpay_order_id)));
  if (!order?.razorpayOrderId) throw new Problem(404, ORDER_NOT_FOUND_MESSAGE, 'razorpay_order_id');
  const valid = isValidPaymentSignature(
    requireGateway(platform.gateway).keySecret,
    order.razorpayOrderId,
    result.razorpay_payment_id,
    result.razorpay_signature,
  );
  if (!valid) throw new Problem(400, PAYMENT_VERIFICATION_FAILED, 'razorpay_signature');
  const paid = await platform.db.transaction((tx) => markOrderPaid(tx, order, result.razorpay_payment_id, 'confirmed by the checkout'));
  if (paid) await mailOrderPlaced(platform, order.id, origin);
  return { CoOrderID: order.number };
}

/** Retry_Order_Payment: the same Razorpay order again, for an online order that is unpaid and not cancelled. */
export async function retryPayment(platform: PlatformContext, shopper: ShopCustomer, number: string): Promise<z.input<typeof paymentRequestWire>> {
  const [order] = await platform.db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopper.shopId), eq(orders.customerId, shopper.customerId), eq(orders.number, number)));
  if (!order) throw new Problem(404, ORDER_NOT_FOUND_MESSAGE, 'CoOrderID');
  const open = await platform.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), ne(orderLines.status, 'Cancelled')))
    .limit(1);
  if (order.paymentMode !== 'ONLINE' || order.paymentStatus === 'PAID' || !open.length || !order.razorpayOrderId) {
    throw new Problem(409, NO_PAYMENT_NEEDED_MESSAGE);
  }
  return paymentRequestOf(order, platform.gateway);
}
