import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderAmountsWire } from './contract/order-amounts';
import { CANCELLABLE_STATUSES, type OrderDetailLineWire, type orderAnswer, type orderTrackingAnswer } from './contract/orders';
import type { Queryable } from '../shared/db/database';
import { orderEvents, orderLines, orders, type AddressSnapshot } from './tables';
import { codConfirmations } from '../cod/tables';
import { cancelOptions, orderAmounts, refundFor } from './amounts';
import type { OrderRow } from './answers';
import { ORDER_NOT_FOUND_MESSAGE } from './payment';
import { toRupees } from '../shared/contract/money';
import { Problem } from '../shared/problem';
import type { ShopCustomer } from '../shared/platform-context';

type LineRow = typeof orderLines.$inferSelect;

/** Get_OrderDetails: every line of the shopper's orders, newest order first, each with its order's stored figures. */
export async function orderDetails(db: Queryable, shopper: ShopCustomer): Promise<OrderDetailLineWire[]> {
  const owned = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopper.shopId), eq(orders.customerId, shopper.customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (!owned.length) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        owned.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const modes = await confirmationModes(
    db,
    owned.filter((o) => o.confirmBy !== null).map((o) => o.id),
  );
  return owned.flatMap((order) =>
    linesWire(
      order,
      lines.filter((l) => l.orderId === order.id),
      modes.get(order.id) ?? null,
    ),
  );
}

/** How each awaiting order is being confirmed ('code' or 'call'), by order id. */
async function confirmationModes(db: Queryable, orderIds: number[]): Promise<Map<number, 'code' | 'call'>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: codConfirmations.orderId, mode: codConfirmations.mode })
    .from(codConfirmations)
    .where(inArray(codConfirmations.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, r.mode]));
}

type OrderData = z.input<typeof orderAnswer>['data'];

/** Get_Order: one of the shopper's orders by its number (anyone else's is not found), with its address, amounts and lines. */
export async function orderSummary(db: Queryable, shopper: ShopCustomer, number: string): Promise<OrderData> {
  const order = await shoppersOrder(db, shopper, number);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const { address } = order;
  return {
    CoOrderID: order.number,
    CoOrderDate: order.createdAt.toISOString(),
    CoPaymentMode: order.paymentMode,
    CoPaymentStatus: order.paymentStatus,
    address: addressWire(address),
    amounts: orderAmounts(order, lines),
    lines: linesWire(order, lines, (await confirmationModes(db, order.confirmBy ? [order.id] : [])).get(order.id) ?? null),
  };
}

type Tracking = z.input<typeof orderTrackingAnswer>['data'];

/** Get_OrderTracking: the status history of one of the shopper's orders, oldest first, with its payment and amounts. */
export async function orderTracking(db: Queryable, shopper: ShopCustomer, number: string): Promise<Tracking> {
  const order = await shoppersOrder(db, shopper, number);
  const lines = await db
    .select({ quantity: orderLines.quantity, amountPaise: orderLines.amountPaise, status: orderLines.status })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const events = await db
    .select({ status: orderEvents.status, note: orderEvents.note, at: orderEvents.createdAt, item: orderLines.name })
    .from(orderEvents)
    .leftJoin(orderLines, eq(orderLines.id, orderEvents.orderLineId))
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return {
    CoOrderID: order.number,
    CoPaymentMode: order.paymentMode,
    CoPaymentStatus: order.paymentStatus,
    amounts: orderAmounts(order, lines),
    placed_at: order.createdAt.toISOString(),
    events: events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString(), ...(e.item ? { item: e.item } : {}) })),
    ...(order.trackingNumber ? { courier_name: order.courierName, tracking_number: order.trackingNumber } : {}),
  };
}

async function shoppersOrder(db: Queryable, shopper: ShopCustomer, number: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopper.shopId), eq(orders.customerId, shopper.customerId), eq(orders.number, number)));
  if (!order) throw new Problem(404, ORDER_NOT_FOUND_MESSAGE, 'order_id');
  return order;
}

function linesWire(order: OrderRow, lines: readonly LineRow[], confirmation: 'code' | 'call' | null): OrderDetailLineWire[] {
  const amounts: OrderAmountsWire = orderAmounts(order, lines);
  return lines.map((line) => {
    const cancellable = CANCELLABLE_STATUSES.includes(line.status);
    return {
      CoOrderID: order.number,
      ASIN: line.asin,
      CoProduct: line.name,
      CoSmallImage: line.image,
      CoSize: line.size,
      CoOrderStatus: line.status,
      StandardPrice: toRupees(line.unitPricePaise),
      CoQuantity: line.quantity,
      CoPaymentMode: order.paymentMode,
      CoDescription: line.description,
      ItemCondition: 'New',
      CoTotalPrice: toRupees(line.lineTotalPaise),
      CoOrderItemID: line.id,
      CoProductID: line.productId,
      CoOrderDate: order.createdAt.toISOString(),
      CoPaymentStatus: order.paymentStatus,
      CoCancellable: cancellable,
      CoRefundAmount: toRupees(line.refundPaise),
      CoItemsPrice: toRupees(line.unitPricePaise * line.quantity),
      CoOfferDiscount: toRupees(line.offerPaise),
      CoDeliveryCharge: toRupees(line.deliveryPaise),
      CoOnlineDiscount: toRupees(line.discountPaise),
      CoAutoOfferDiscount: toRupees(line.autoOfferPaise),
      CoCouponDiscount: toRupees(line.couponPaise),
      CoLineAmount: toRupees(line.amountPaise),
      CoCancelRefund: cancellable ? toRupees(refundFor(order, line)) : 0,
      CoCancelOptions: cancellable ? cancelOptions(order, line) : [],
      CoOrderAmounts: amounts,
      ...awaitingFields(order, line, confirmation),
    };
  });
}

/** While a line is Awaiting Confirmation: when its order is cancelled unless confirmed, and how it is confirmed. */
function awaitingFields(order: OrderRow, line: LineRow, confirmation: 'code' | 'call' | null) {
  const awaiting = line.status === 'Awaiting Confirmation' && order.confirmBy !== null;
  return { CoConfirmBy: awaiting ? order.confirmBy!.toISOString() : null, CoConfirmation: awaiting ? confirmation : null };
}

/** An order's address snapshot as the wire carries it (only the snapshot's own fields). */
export function addressWire(address: AddressSnapshot): AddressSnapshot {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    emailid: address.emailid,
    mobileno: address.mobileno,
    pincode: address.pincode,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    district: address.district,
    STATENAME: address.STATENAME,
    country: address.country,
  };
}
