import { and, eq, ne } from 'drizzle-orm';
import type { OrderStatus } from '../contract/orders';
import { orderEvents, orderLines, orders } from '../db/schema/orders';
import type { PlatformContext } from './platform-context';
import { cancelLine, lockOrder } from './order-cancellation';
import { ORDER_NOT_FOUND_MESSAGE } from './order-payment';
import { Problem } from '../problem';
import { announceStockChange } from './stock';

/**
 * The back office moves an order on (shipping, delivery): every line not cancelled takes the new status and the
 * order gets an event. 'Cancelled' cancels each open line as a shopper's cancellation would (restock, refund).
 */
export async function setOrderStatus(
  platform: PlatformContext,
  resellerId: number,
  change: { CoOrderID: string; status: OrderStatus; note: string },
): Promise<string> {
  if (change.status === 'Payment Pending') throw new Problem(400, 'An order cannot be moved back to Payment Pending.', 'status');
  const [found] = await platform.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.resellerId, resellerId), eq(orders.number, change.CoOrderID)));
  if (!found) throw new Problem(404, ORDER_NOT_FOUND_MESSAGE, 'CoOrderID');
  const note = change.note.trim();

  if (change.status === 'Cancelled') {
    const asins = await platform.db.transaction(async (tx) => {
      const order = await lockOrder(tx, found.id);
      const open = await tx
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), ne(orderLines.status, 'Cancelled')));
      const cancelled: string[] = [];
      for (const { id } of open) {
        const line = await cancelLine(tx, order, id, { reason: 'Cancelled by the shop', comment: note, note: note || 'Cancelled by the shop.' });
        if (line) cancelled.push(line.asin);
      }
      if (!cancelled.length) throw new Problem(409, 'No item of this order can be cancelled any more.');
      return cancelled;
    });
    await announceStockChange(platform.changes, asins);
    return `Order ${change.CoOrderID} is cancelled.`;
  }

  await platform.db.transaction(async (tx) => {
    const moved = await tx
      .update(orderLines)
      .set({ status: change.status })
      .where(and(eq(orderLines.orderId, found.id), ne(orderLines.status, 'Cancelled')))
      .returning({ id: orderLines.id });
    if (!moved.length) throw new Problem(409, 'Every item of this order is cancelled.');
    await tx.insert(orderEvents).values({ orderId: found.id, status: change.status, note: note || `Order ${change.status.toLowerCase()}.` });
  });
  return `Order ${change.CoOrderID} is now ${change.status}.`;
}
