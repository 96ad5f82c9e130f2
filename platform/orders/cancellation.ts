import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  CONSOLE_NOT_CANCELLABLE,
  CONSOLE_NOTHING_TO_CANCEL,
  CONSOLE_ORDER_LINE_NOT_FOUND,
  SHOP_CANCELLABLE_STATUSES,
} from './contract/console-orders';
import {
  ALREADY_CANCELLED_MESSAGE,
  CANCELLABLE_STATUSES,
  NOT_CANCELLABLE_MESSAGE,
  TOO_MANY_UNITS_MESSAGE,
  unitsCancelledMessage,
  type CancelOrderAnswer,
  type OrderStatus,
} from './contract/orders';
import type { Tx } from '../shared/db/database';
import { orderEvents, orderLines, orders } from './tables';
import type { PlatformContext, ShopCustomer } from '../shared/platform-context';
import { orderAmounts, refundFor, splitLine } from './amounts';
import type { OrderRow } from './answers';
import { toRupees } from '../shared/contract/money';
import { Problem } from '../shared/problem';
import { mailOrderUpdate } from './mail';
import { releaseCouponIfCancelled } from '../offers';
import { sendRefunds } from './refunds';
import { announceStockChange, returnStock } from './stock';

export const ORDER_ITEM_NOT_FOUND_MESSAGE = 'Order item not found.';

type LineRow = typeof orderLines.$inferSelect;
/** A cancelled line, what it was refunded and how many units its line had before (more than its own for a part). */
export type CancelledLine = LineRow & { refundPaise: number; ofUnits: number };

/** Cancel_Order_Item: one line (or `quantity` of its units) of the shopper's own order, before it ships; restocked and refunded in one transaction. */
export async function cancelOrderItem(
  platform: PlatformContext,
  shopper: ShopCustomer,
  request: { order_item_id: number; reason: string; comment: string; quantity?: number | undefined },
): Promise<{ message: string; data: CancelOrderAnswer['data'] }> {
  const result = await platform.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ orderId: orderLines.orderId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, request.order_item_id), eq(orders.shopId, shopper.shopId), eq(orders.customerId, shopper.customerId)));
    if (!owned) throw new Problem(404, ORDER_ITEM_NOT_FOUND_MESSAGE, 'order_item_id');
    const order = await lockOrder(tx, owned.orderId);
    const line = await cancelLine(
      tx,
      order,
      request.order_item_id,
      { reason: request.reason, comment: request.comment, note: `Cancelled by the customer: ${request.reason}.` },
      CANCELLABLE_STATUSES,
      request.quantity,
    );
    if (!line) throw new Problem(409, (await alreadyCancelled(tx, request.order_item_id)) ? ALREADY_CANCELLED_MESSAGE : NOT_CANCELLABLE_MESSAGE);
    const lines = await tx
      .select({ quantity: orderLines.quantity, amountPaise: orderLines.amountPaise, status: orderLines.status })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return { order, line, amounts: orderAmounts(after ?? order, lines) };
  });
  const { order, line } = result;
  await announceStockChange(platform.changes, [line.asin]);
  await sendRefunds(platform.db, platform.gateway, order, [{ lineId: line.id, amountPaise: line.refundPaise }], request.reason);
  return {
    message: line.ofUnits > line.quantity ? unitsCancelledMessage(line.quantity, line.ofUnits) : '1 Item is cancelled',
    data: {
      CoOrderID: order.number,
      refund_amount: toRupees(line.refundPaise),
      CoOrderItemID: line.id,
      cancelled_units: line.quantity,
      amounts: result.amounts,
    },
  };
}

/** Locks the order row, so a payment arriving at the same moment cannot change what a cancellation refunds. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new Problem(404, ORDER_ITEM_NOT_FOUND_MESSAGE);
  return order;
}

/**
 * Cancels one line if it is still cancellable (the conditional update makes a second cancellation a no-op, so
 * nothing is restocked twice), puts its units back and records why. Answers the cancelled line, or null. The
 * shopper may cancel in CANCELLABLE_STATUSES; the shop passes SHOP_CANCELLABLE_STATUSES (until it ships). With
 * `units` fewer than the line's, only those: see cancelUnits. The caller holds the order's lock (lockOrder).
 */
export async function cancelLine(
  tx: Tx,
  order: OrderRow,
  lineId: number,
  why: { reason: string; comment: string; note: string },
  cancellable: readonly OrderStatus[] = CANCELLABLE_STATUSES,
  units?: number,
): Promise<CancelledLine | null> {
  if (units !== undefined) {
    const [open] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id), inArray(orderLines.status, [...cancellable])));
    if (!open) return null;
    if (units > open.quantity) throw new Problem(400, TOO_MANY_UNITS_MESSAGE, 'quantity');
    if (units < open.quantity) return cancelUnits(tx, order, open, units, why);
  }
  const [line] = await tx
    .update(orderLines)
    .set({ status: 'Cancelled', cancelReason: why.reason, cancelComment: why.comment, cancelledAt: new Date() })
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id), inArray(orderLines.status, [...cancellable])))
    .returning();
  if (!line) return null;
  const refundPaise = await recordRefund(tx, order.id, line);
  await returnStock(tx, line.productId, line.size, line.quantity);
  await tx.insert(orderEvents).values({ orderId: order.id, orderLineId: line.id, status: 'Cancelled', note: why.note });
  await releaseCouponIfCancelled(tx, order.id);
  return { ...line, refundPaise, ofUnits: line.quantity };
}

/**
 * Cancels `units` of an open line's units: they move to a new, cancelled line with their share of the line's money
 * (splitLine), the line keeps the rest and its share, so the order's lines still add up to its total; exactly those
 * units go back to stock, and a paid online order is refunded their share.
 */
async function cancelUnits(tx: Tx, order: OrderRow, open: LineRow, units: number, why: { reason: string; comment: string; note: string }) {
  const { part, rest } = splitLine(open, units);
  await tx.update(orderLines).set(rest).where(eq(orderLines.id, open.id));
  const { id: _id, ...copy } = open;
  const [line] = await tx
    .insert(orderLines)
    .values({ ...copy, ...part, status: 'Cancelled', cancelReason: why.reason, cancelComment: why.comment, cancelledAt: new Date(), refundPaise: 0 })
    .returning();
  const refundPaise = await recordRefund(tx, order.id, line!);
  await returnStock(tx, open.productId, open.size, units);
  const note = `${why.note} ${units} of ${open.quantity} units.`;
  await tx.insert(orderEvents).values({ orderId: order.id, orderLineId: line!.id, status: 'Cancelled', note });
  return { ...line!, refundPaise, ofUnits: open.quantity };
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

/**
 * The shop cancels one line of its order (`lineId`) or every open one (null), until they ship: restocked and
 * refunded as a shopper's cancellation is (the refund sent through the gateway), the stock change announced and the
 * shopper mailed `shopperReason`. Answers the refund in paise. `orderId` must already be known to be the shop's.
 */
export async function cancelShopOrder(
  platform: PlatformContext,
  orderId: number,
  lineId: number | null,
  why: { reason: string; comment: string; note: string; shopperReason: string },
): Promise<{ refundPaise: number; items: string[] }> {
  const { order, cancelled } = await platform.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const candidates = await tx
      .select({ id: orderLines.id, status: orderLines.status })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), lineId === null ? ne(orderLines.status, 'Cancelled') : eq(orderLines.id, lineId)))
      .orderBy(asc(orderLines.id));
    if (lineId !== null && !candidates.length) throw new Problem(404, CONSOLE_ORDER_LINE_NOT_FOUND, 'line_id');
    const cancelled: CancelledLine[] = [];
    for (const { id } of candidates) {
      const line = await cancelLine(tx, order, id, why, SHOP_CANCELLABLE_STATUSES);
      if (line) cancelled.push(line);
    }
    if (!cancelled.length) {
      if (lineId === null) throw new Problem(409, CONSOLE_NOTHING_TO_CANCEL);
      throw new Problem(409, candidates[0]?.status === 'Cancelled' ? ALREADY_CANCELLED_MESSAGE : CONSOLE_NOT_CANCELLABLE, 'line_id');
    }
    return { order, cancelled };
  });
  await announceStockChange(
    platform.changes,
    cancelled.map((l) => l.asin),
  );
  await sendRefunds(
    platform.db,
    platform.gateway,
    order,
    cancelled.map((l) => ({ lineId: l.id, amountPaise: l.refundPaise })),
    why.shopperReason,
  );
  const refundPaise = cancelled.reduce((sum, l) => sum + l.refundPaise, 0);
  const [open] = await platform.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), ne(orderLines.status, 'Cancelled')))
    .limit(1);
  const items = cancelled.map((l) => (l.size ? `${l.name} (${l.size})` : l.name));
  await mailOrderUpdate(platform, order.id, { status: 'Cancelled', reason: why.shopperReason, items, wholeOrder: !open, refundPaise });
  return { refundPaise, items };
}
