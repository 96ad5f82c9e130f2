import { and, eq, ne } from 'drizzle-orm';
import {
  CONSOLE_ALL_CANCELLED,
  CONSOLE_AWAITING_PAYMENT,
  CONSOLE_CONFIRM_FIRST,
  consoleForwardOnly,
  orderStatusOf,
  STATUS_PROGRESS,
} from './contract/console-orders';
import type { OrderStatus } from './contract/orders';
import { orderEvents, orderLines, orders } from './tables';
import type { PlatformContext } from '../shared/platform-context';
import { cancelShopOrder, lockOrder } from './cancellation';
import { mailOrderUpdate } from './mail';
import { ORDER_NOT_FOUND_MESSAGE } from './payment';
import { Problem } from '../shared/problem';

export interface StatusChange {
  CoOrderID: string;
  status: OrderStatus;
  note: string;
  /** Kept on the order and shown to the shopper on tracking (the console requires both for Shipped). */
  courierName?: string;
  trackingNumber?: string;
}

/**
 * The back office moves an order on (packing, shipping, delivery): every line not cancelled takes the new status,
 * the order gets an event and the shopper a mail. 'Cancelled' cancels each open line as a shopper's cancellation
 * would (restock, refund). With `forwardOnly` (the console) an order only moves forward from its status, and not
 * while its online payment is awaited; the admin-key call may set any status but Payment Pending.
 */
export async function setOrderStatus(
  platform: PlatformContext,
  shopId: number,
  change: StatusChange,
  rules: { forwardOnly?: boolean } = {},
): Promise<string> {
  if (change.status === 'Payment Pending' || change.status === 'Awaiting Confirmation') {
    throw new Problem(400, `An order cannot be moved back to ${change.status}.`, 'status');
  }
  const [found] = await platform.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.number, change.CoOrderID)));
  if (!found) throw new Problem(404, ORDER_NOT_FOUND_MESSAGE, 'CoOrderID');
  const note = change.note.trim();

  if (change.status === 'Cancelled') {
    const reason = note || 'Cancelled by the shop.';
    await cancelShopOrder(platform, found.id, null, { reason: 'Cancelled by the shop', comment: note, note: reason, shopperReason: reason });
    return `Order ${change.CoOrderID} is cancelled.`;
  }

  const target = change.status;
  const courier = change.courierName?.trim() ?? '';
  const trackingNumber = change.trackingNumber?.trim() ?? '';
  await platform.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    const open = await tx
      .select({ status: orderLines.status })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), ne(orderLines.status, 'Cancelled')));
    if (!open.length) throw new Problem(409, CONSOLE_ALL_CANCELLED);
    if (rules.forwardOnly) {
      if (open.some((l) => l.status === 'Payment Pending')) throw new Problem(409, CONSOLE_AWAITING_PAYMENT, 'status');
      if (open.some((l) => l.status === 'Awaiting Confirmation')) throw new Problem(409, CONSOLE_CONFIRM_FIRST, 'status');
      const current = orderStatusOf(open.map((l) => l.status));
      if (STATUS_PROGRESS.indexOf(target) <= STATUS_PROGRESS.indexOf(current)) throw new Problem(409, consoleForwardOnly(current), 'status');
    }
    await tx
      .update(orderLines)
      .set({ status: target })
      .where(and(eq(orderLines.orderId, order.id), ne(orderLines.status, 'Cancelled')));
    // Moved on past Awaiting Confirmation (the admin-key call), it is no longer the expiry sweep's.
    await tx
      .update(orders)
      .set(courier || trackingNumber ? { courierName: courier, trackingNumber, confirmBy: null } : { confirmBy: null })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({ orderId: order.id, status: target, note: note || defaultNote(target, courier, trackingNumber) });
  });
  await mailOrderUpdate(platform, found.id, target === 'Shipped' ? { status: 'Shipped', courier, trackingNumber } : { status: target });
  return `Order ${change.CoOrderID} is now ${target}.`;
}

function defaultNote(status: OrderStatus, courier: string, trackingNumber: string): string {
  if (status === 'Shipped' && courier) return `Shipped with ${courier}${trackingNumber ? `, tracking number ${trackingNumber}` : ''}.`;
  return `Order ${status.toLowerCase()}.`;
}
