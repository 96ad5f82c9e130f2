import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { testGatewayPayAnswer } from '../../orders/contract/payments';
import type { Db } from '../db/database';
import { testGatewayOrders } from '../../orders/payment-tables';
import { Problem } from '../problem';
import { TEST_GATEWAY_KEYS } from './create-gateway';
import { paymentSignature } from './signature';

export const TEST_GATEWAY_ORDER_NOT_FOUND = 'No test gateway order has this id.';

/** A Razorpay-style payment id: pay_ and 14 letters or digits. */
export function newPaymentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `pay_${[...randomBytes(14)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * The test gateway's dialog asks this for the outcome the shopper picked. Success answers what Razorpay's checkout
 * hands its handler (signed exactly as Razorpay signs); failure answers Razorpay's failure shape. Neither touches our
 * order: order_final (or the webhook) does that after verifying the signature, as with real Razorpay.
 */
export async function payTestGatewayOrder(
  db: Db,
  request: { order_id: string; outcome: 'success' | 'failure' },
): Promise<z.input<typeof testGatewayPayAnswer>> {
  const [order] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, request.order_id));
  if (!order) throw new Problem(404, TEST_GATEWAY_ORDER_NOT_FOUND, 'order_id');
  if (order.status === 'paid') throw new Problem(409, 'This order is already paid.');
  const paymentId = newPaymentId();
  if (request.outcome === 'failure') {
    await db
      .update(testGatewayOrders)
      .set({ status: 'attempted' })
      .where(and(eq(testGatewayOrders.id, order.id), ne(testGatewayOrders.status, 'paid')));
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your payment could not be completed (the test gateway was asked to fail it).',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: paymentId },
      },
    };
  }
  const paid = await db
    .update(testGatewayOrders)
    .set({ status: 'paid' })
    .where(and(eq(testGatewayOrders.id, order.id), ne(testGatewayOrders.status, 'paid')))
    .returning({ id: testGatewayOrders.id });
  if (!paid.length) throw new Problem(409, 'This order is already paid.');
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: order.id,
    razorpay_signature: paymentSignature(TEST_GATEWAY_KEYS.keySecret, order.id, paymentId),
  };
}
