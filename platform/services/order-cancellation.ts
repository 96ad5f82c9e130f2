import { and, eq, inArray, sql } from 'drizzle-orm';
import { ALREADY_CANCELLED_MESSAGE, CANCELLABLE_STATUSES, NOT_CANCELLABLE_MESSAGE } from '../contract/orders';
import type { Tx } from '../db/database';
import { orderEvents, orderLines, orders } from '../db/schema/orders';
import type { PlatformContext } from './platform-context';
import { refundFor } from './order-amounts';
import type { OrderRow } from './order-answers';
import { toRupees } from '../contract/money';
import { Problem } from '../problem';
import type { Shopper } from './requested-lines';
import { announceStockChange, returnStock } from './stock';

export const ORDER_ITEM_NOT_FOUND_MESSAGE = 'Order item not found.';

type LineRow = typeof orderLines.$inferSelect;

/** Cancel_Order_Item: one line of the shopper's own order, before it ships; restocked and refunded in one transaction. */
export async function cancelOrderItem(
  platform: PlatformContext,
  shopper: Shopper,
  request: { order_item_id: number; reason: string; comment: string },
): Promise<{ CoOrderID: string; refund_amount: number }> {
  const result = await platform.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ orderId: orderLines.orderId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, request.order_item_id), eq(orders.resellerId, shopper.resellerId), eq(orders.customerId, shopper.customerId)));
    if (!owned) throw new Problem(404, ORDER_ITEM_NOT_FOUND_MESSAGE, 'order_item_id');
    const order = await lockOrder(tx, owned.orderId);
    const line = await cancelLine(tx, order, request.order_item_id, {
      reason: request.reason,
      comment: request.comment,
      note: `Cancelled by the customer: ${request.reason}.`,
    });
    if (!line) throw new Problem(409, (await alreadyCancelled(tx, request.order_item_id)) ? ALREADY_CANCELLED_MESSAGE : NOT_CANCELLABLE_MESSAGE);
    return { order, line };
  });
  await announceStockChange(platform.changes, [result.line.asin]);
  return { CoOrderID: result.order.number, refund_amount: toRupees(result.line.refundPaise) };
}

/** Locks the order row, so a payment arriving at the same moment cannot change what a cancellation refunds. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new Problem(404, ORDER_ITEM_NOT_FOUND_MESSAGE);
  return order;
}

/**
 * Cancels one line if it is still cancellable (the conditional update makes a second cancellation a no-op, so
 * nothing is restocked twice), puts its units back and records why. Answers the cancelled line, or null.
 */
export async function cancelLine(
  tx: Tx,
  order: OrderRow,
  lineId: number,
  why: { reason: string; comment: string; note: string },
): Promise<LineRow | null> {
  const [line] = await tx
    .update(orderLines)
    .set({ status: 'Cancelled', cancelReason: why.reason, cancelComment: why.comment, cancelledAt: new Date() })
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id), inArray(orderLines.status, [...CANCELLABLE_STATUSES])))
    .returning();
  if (!line) return null;
  const refundPaise = await recordRefund(tx, order.id, line);
  await returnStock(tx, line.productId, line.size, line.quantity);
  await tx.insert(orderEvents).values({ orderId: order.id, orderLineId: line.id, status: 'Cancelled', note: why.note });
  return { ...line, refundPaise };
}

/**
 * Refunds a cancelled line of a paid online order what it cost (refundFor, against the order as it stands now,
 * locked by the caller), on the line and in the order's refunded total. Answers the refund, 0 when nothing was paid.
 */
export async function recordRefund(tx: Tx, orderId: number, line: Pick<LineRow, 'id' | 'amountPaise'>): Promise<number> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const refundPaise = order ? refundFor(order, line) : 0;
  if (!refundPaise) return 0;
  await tx
    .update(orderLines)
    .set({ refundPaise: sql`${orderLines.refundPaise} + ${refundPaise}` })
    .where(eq(orderLines.id, line.id));
  await tx
    .update(orders)
    .set({ refundedPaise: sql`${orders.refundedPaise} + ${refundPaise}` })
    .where(eq(orders.id, orderId));
  return refundPaise;
}

async function alreadyCancelled(tx: Tx, lineId: number): Promise<boolean> {
  const [line] = await tx.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.id, lineId));
  return line?.status === 'Cancelled';
}
