import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CANCELLABLE_STATUSES, type OrderDetailLineWire, type orderTrackingAnswer } from '../contract/orders';
import type { Queryable } from '../db/database';
import { orderEvents, orderLines, orders } from '../db/schema/orders';
import { ORDER_NOT_FOUND_MESSAGE } from './order-payment';
import { paiseToRupees } from './pricing';
import { Problem } from './problem';
import type { Shopper } from './requested-lines';

/** Get_OrderDetails: every line of the shopper's orders, newest order first. */
export async function orderDetails(db: Queryable, shopper: Shopper): Promise<OrderDetailLineWire[]> {
  const rows = await db
    .select({ order: orders, line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.resellerId, shopper.resellerId), eq(orders.customerId, shopper.customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.id));
  return rows.map(({ order, line }) => ({
    CoOrderID: order.number,
    ASIN: line.asin,
    CoProduct: line.name,
    CoSmallImage: line.image,
    CoSize: line.size,
    CoOrderStatus: line.status,
    StandardPrice: paiseToRupees(line.unitPricePaise),
    CoQuantity: line.quantity,
    CoPaymentMode: order.paymentMode,
    CoDescription: line.description,
    ItemCondition: 'New',
    CoTotalPrice: paiseToRupees(line.lineTotalPaise),
    CoOrderItemID: line.id,
    CoProductID: line.productId,
    CoOrderDate: order.createdAt.toISOString(),
    CoPaymentStatus: order.paymentStatus,
    CoCancellable: CANCELLABLE_STATUSES.includes(line.status),
    CoRefundAmount: paiseToRupees(line.refundPaise),
  }));
}

type Tracking = z.input<typeof orderTrackingAnswer>['data'];

/** Get_OrderTracking: the status history of one of the shopper's orders, oldest first. */
export async function orderTracking(db: Queryable, shopper: Shopper, number: string): Promise<Tracking> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.resellerId, shopper.resellerId), eq(orders.customerId, shopper.customerId), eq(orders.number, number)));
  if (!order) throw new Problem(404, ORDER_NOT_FOUND_MESSAGE, 'order_id');
  const events = await db
    .select({ status: orderEvents.status, note: orderEvents.note, at: orderEvents.createdAt, item: orderLines.name })
    .from(orderEvents)
    .leftJoin(orderLines, eq(orderLines.id, orderEvents.orderLineId))
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return {
    CoOrderID: order.number,
    CoPaymentMode: order.paymentMode,
    placed_at: order.createdAt.toISOString(),
    events: events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString(), ...(e.item ? { item: e.item } : {}) })),
  };
}
