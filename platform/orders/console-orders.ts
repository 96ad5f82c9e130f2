import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_ORDER_NOT_FOUND,
  CONSOLE_ORDERS_PAGE_SIZE,
  FORWARD_STATUSES,
  orderStatusOf,
  paymentStateOf,
  SHOP_CANCELLABLE_STATUSES,
  STATUS_PROGRESS,
  TO_SHIP,
  TO_SHIP_STATUSES,
  type ConsoleOrderDetail,
  type ConsoleOrderRow,
  type ConsoleOrdersFilters,
} from './contract/console-orders';
import { toRupees } from '../shared/contract/money';
import type { OrderStatus } from './contract/orders';
import { queryRows, type Queryable } from '../shared/db/database';
import { categories, products } from '../catalogue/tables';
import { customers } from '../customers/tables';
import { orderEvents, orderLines, orders, refunds } from './tables';
import { Problem } from '../shared/problem';
import { invoiceTaxes } from './invoice-taxes';
import { orderAmounts } from './amounts';
import { addressWire } from './queries';
import { containsPattern } from '../pricing';
import type { Shop } from '../shared/tenancy/shop-row';
import { indiaDay } from '../delivery';

/** 0–4 along STATUS_PROGRESS; an order whose lines are all cancelled ranks 5 (Cancelled). */
const rankOf = (column: SQL) =>
  sql`case ${column} ${sql.join(
    STATUS_PROGRESS.map((status, i) => sql`when ${status} then ${i}`),
    sql` `,
  )} end`;
const CANCELLED_RANK = STATUS_PROGRESS.length;
/** Past its promised day (India time) and neither delivered nor cancelled. */
export function isLate(deliveryBy: string | null, status: OrderStatus, now: Date): boolean {
  return deliveryBy !== null && status !== 'Delivered' && status !== 'Cancelled' && deliveryBy < indiaDay(now);
}

const statusRank = (status: OrderStatus) => (status === 'Cancelled' ? CANCELLED_RANK : STATUS_PROGRESS.indexOf(status));

/** The start of an IST calendar day (the shop's day), as an instant. */
const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The conditions of the console's filters, on `orders o` joined with `customers c`, always within the shop. */
function filterSql(shopId: number, filters: ConsoleOrdersFilters): SQL {
  const conditions: SQL[] = [sql`o.reseller_id = ${shopId}`];
  if (filters.from) conditions.push(sql`o.created_at >= ${istDayStart(filters.from).toISOString()}::timestamptz`);
  if (filters.to) {
    const next = new Date(istDayStart(filters.to).getTime() + 24 * 3_600_000);
    conditions.push(sql`o.created_at < ${next.toISOString()}::timestamptz`);
  }
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const either: SQL[] = [
      sql`o.number ilike ${pattern}`,
      sql`(c.first_name || ' ' || c.last_name) ilike ${pattern}`,
      sql`((o.address->>'firstname') || ' ' || (o.address->>'lastname')) ilike ${pattern}`,
    ];
    const digits = q.replace(/\D/g, '');
    // A phone number is searched by its digits ('98765 01234', '+91 9876501234'), from four of them on.
    if (digits.length >= 4 && /^[\d\s+()-]+$/.test(q)) {
      const tail = containsPattern(digits.length > 10 ? digits.slice(-10) : digits);
      either.push(sql`c.mobile like ${tail}`, sql`(o.address->>'mobileno') like ${tail}`);
    }
    conditions.push(sql`(${sql.join(either, sql` or `)})`);
  }
  if (filters.status) {
    const ranks = (filters.status === TO_SHIP ? TO_SHIP_STATUSES : [filters.status]).map((status) => sql`${statusRank(status)}`);
    conditions.push(
      sql`coalesce((select max(${rankOf(sql`l.status`)}) from order_lines l where l.order_id = o.id and l.status <> 'Cancelled'), ${CANCELLED_RANK}) in (${sql.join(ranks, sql`, `)})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

interface ListRow {
  id: number;
  number: string;
  created_at: Date | string;
  payment_mode: 'COD' | 'ONLINE';
  payment_status: 'NOT_REQUIRED' | 'PENDING' | 'PAID' | 'FAILED';
  total_paise: number;
  cancelled_paise: number;
  coupon_code: string;
  coupon_paise: number;
  courier_name: string;
  tracking_number: string;
  delivery_by: string | null;
  shopper: string;
  phone: string;
  items: number;
  statuses: OrderStatus[] | string;
}

/** Orders of the shop the filters match, newest first, `limit` from `offset`. */
async function listRows(
  db: Queryable,
  shopId: number,
  filters: ConsoleOrdersFilters,
  limit: number,
  offset: number,
  /** The list shows orders to confirm first; the export keeps to newest first. */
  awaitingFirst = false,
): Promise<ConsoleOrderRow[]> {
  const rows = await queryRows<ListRow>(
    db,
    sql`select o.id, o.number, o.created_at, o.payment_mode, o.payment_status, o.total_paise, o.coupon_code, o.coupon_paise, o.courier_name, o.tracking_number, o.delivery_by::text as delivery_by,
               coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), trim((o.address->>'firstname') || ' ' || (o.address->>'lastname'))) as shopper,
               coalesce(nullif(o.address->>'mobileno', ''), c.mobile) as phone,
               (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as items,
               (select coalesce(sum(l.amount_paise), 0)::int from order_lines l where l.order_id = o.id and l.status = 'Cancelled') as cancelled_paise,
               (select array_agg(l.status) from order_lines l where l.order_id = o.id) as statuses
        from orders o join customers c on c.id = o.customer_id
        where ${filterSql(shopId, filters)}
        order by ${awaitingFirst ? sql`${AWAITING_FIRST} desc,` : sql``} o.created_at desc, o.id desc
        limit ${limit} offset ${offset}`,
  );
  const now = new Date();
  return rows.map((row) => {
    const status = orderStatusOf(pgArray(row.statuses) as OrderStatus[]);
    const deliveryBy = row.delivery_by;
    return {
      number: row.number,
      placed_at: new Date(row.created_at).toISOString(),
      shopper: row.shopper,
      phone: row.phone,
      items: Number(row.items),
      total: toRupees(row.total_paise),
      cancelled: toRupees(Number(row.cancelled_paise)),
      net: toRupees(row.total_paise - Number(row.cancelled_paise)),
      coupon_code: row.coupon_code,
      coupon: toRupees(Number(row.coupon_paise)),
      payment: paymentStateOf(row.payment_mode, row.payment_status),
      status,
      courier_name: row.courier_name,
      tracking_number: row.tracking_number,
      delivery_by: deliveryBy,
      late: isLate(deliveryBy, status, now),
      awaiting_confirmation: pgArray(row.statuses).includes('Awaiting Confirmation'),
      customer_phone: row.phone.replace(/\D/g, '').slice(-10),
    };
  });
}

/** Orders still to be confirmed (cash on delivery) come first in the list. */
const AWAITING_FIRST = sql`exists (select 1 from order_lines l where l.order_id = o.id and l.status = 'Awaiting Confirmation')`;

/** A text[] column: node-postgres answers an array, PGlite may answer its text form '{a,"b c"}'. */
function pgArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value) return [];
  return (value.match(/"((?:[^"\\]|\\.)*)"|[^,{}]+/g) ?? []).map((item) => item.replace(/^"|"$/g, '').replace(/\\(.)/g, '$1'));
}

/** The console's order list: a page of 20, newest first, and how many orders the filters match in all. */
export async function listConsoleOrders(
  db: Queryable,
  shopId: number,
  filters: ConsoleOrdersFilters,
): Promise<{ orders: ConsoleOrderRow[]; total: number; page: number; page_size: number }> {
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from orders o join customers c on c.id = o.customer_id where ${filterSql(shopId, filters)}`,
  );
  const page = filters.page;
  const rows = await listRows(db, shopId, filters, CONSOLE_ORDERS_PAGE_SIZE, (page - 1) * CONSOLE_ORDERS_PAGE_SIZE, true);
  return { orders: rows, total: Number(count?.total ?? 0), page, page_size: CONSOLE_ORDERS_PAGE_SIZE };
}

/** Every order the filters match (up to `max`), newest first, for the export. */
export function exportConsoleOrders(db: Queryable, shopId: number, filters: ConsoleOrdersFilters, max: number): Promise<ConsoleOrderRow[]> {
  return listRows(db, shopId, filters, max, 0);
}

/** One order of the shop by its number, or 404 (another shop's order is not found either). */
export async function shopOrderRow(db: Queryable, shopId: number, number: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.number, number.trim())));
  if (!order) throw new Problem(404, CONSOLE_ORDER_NOT_FOUND, 'number');
  return order;
}

/** The statuses an order can be moved on to: forward from its status, none while an online payment is awaited. */
export function nextStatuses(lineStatuses: readonly OrderStatus[]): (typeof FORWARD_STATUSES)[number][] {
  const open = lineStatuses.filter((s) => s !== 'Cancelled');
  if (!open.length || open.includes('Payment Pending')) return [];
  const current = STATUS_PROGRESS.indexOf(orderStatusOf(open));
  return FORWARD_STATUSES.filter((s) => STATUS_PROGRESS.indexOf(s) > current);
}

/** One order of the shop with its lines, address, payment and refunds, courier, events and the seller's details. */
export async function consoleOrderDetail(db: Queryable, shop: Shop, number: string): Promise<ConsoleOrderDetail> {
  const order = await shopOrderRow(db, shop.id, number);
  const [customer] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName, email: customers.email, mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  const lines = await db
    .select({ line: orderLines, hsn: categories.hsnCode, category: categories.name, gstRate: categories.gstRateBasisPoints })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const events = await db
    .select({ status: orderEvents.status, note: orderEvents.note, at: orderEvents.createdAt, item: orderLines.name })
    .from(orderEvents)
    .leftJoin(orderLines, eq(orderLines.id, orderEvents.orderLineId))
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const refundRows = await db
    .select({ refund: refunds, item: orderLines.name })
    .from(refunds)
    .leftJoin(orderLines, eq(orderLines.id, refunds.orderLineId))
    .where(eq(refunds.orderId, order.id))
    .orderBy(asc(refunds.id));
  const statuses = lines.map((l) => l.line.status);
  const { address } = order;
  const taxes = invoiceTaxes(shop.gstin, address.STATENAME, lines);
  const name = `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim();
  const status = orderStatusOf(statuses);
  return {
    number: order.number,
    placed_at: order.createdAt.toISOString(),
    status,
    next_statuses: nextStatuses(statuses),
    shopper: {
      name: name || `${address.firstname} ${address.lastname}`.trim(),
      email: customer?.email ?? address.emailid,
      phone: customer?.mobile ?? '',
    },
    address: addressWire(address),
    amounts: orderAmounts(
      order,
      lines.map((l) => l.line),
    ),
    payment: {
      state: paymentStateOf(order.paymentMode, order.paymentStatus),
      mode: order.paymentMode,
      status: order.paymentStatus,
      razorpay_order_id: order.razorpayOrderId ?? '',
      razorpay_payment_id: order.razorpayPaymentId ?? '',
      paid_at: order.paidAt?.toISOString() ?? null,
      refunds: refundRows.map(({ refund, item }) => ({
        amount: toRupees(refund.amountPaise),
        status: refund.status,
        gateway_refund_id: refund.gatewayRefundId,
        at: refund.createdAt.toISOString(),
        item: item ?? '',
      })),
    },
    courier_name: order.courierName,
    tracking_number: order.trackingNumber,
    delivery_by: order.deliveryBy,
    late: isLate(order.deliveryBy, status, new Date()),
    lines: lines.map(({ line, hsn, category }, index) => ({
      id: line.id,
      product_id: line.productId,
      asin: line.asin,
      name: line.name,
      image: line.image,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unit_price: toRupees(line.unitPricePaise),
      amount: toRupees(line.amountPaise),
      delivery: toRupees(line.deliveryPaise),
      status: line.status,
      cancellable: SHOP_CANCELLABLE_STATUSES.includes(line.status),
      cancel_reason: line.cancelReason ?? '',
      refund: toRupees(line.refundPaise),
      hsn: hsn ?? '',
      category: category ?? '',
      tax: taxes.lines[index] ?? null,
    })),
    events: events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString(), ...(e.item ? { item: e.item } : {}) })),
    shop: { name: shop.shopName, address: shop.address, gstin: shop.gstin, email: shop.email, mobile: shop.mobile },
    tax_totals: taxes.totals,
  };
}
