import { z } from 'zod';
import { id, okAnswer, statusTrue, text } from '../../shared/contract/common';
import { orderAmountsWire } from './order-amounts';
import { ORDER_NUMBER_MAX, ORDER_STATUSES, orderAddressWire, type OrderStatus, type PaymentMode, type PaymentStatus } from './orders';

/**
 * Extension: the reseller console's Orders (/admin/orders on each shop's host). Every call is scoped by the host's
 * shop; another shop's order number is not found.
 */

export const CONSOLE_ORDERS_PAGE_SIZE = 20;
/** The export holds every order the filters match, up to this many (newest first). */
export const CONSOLE_ORDERS_EXPORT_MAX = 20_000;

/** How far an order's open lines have got, in order; an order's status is the furthest of its open lines' (Cancelled only when all are). */
export const STATUS_PROGRESS: readonly OrderStatus[] = ['Payment Pending', 'Awaiting Confirmation', 'Confirmed', 'Packed', 'Shipped', 'Delivered'];

/** The steps the shop moves an order on by; only forward, one step or more. Confirmed comes with the order (COD) or its payment. */
export const FORWARD_STATUSES = ['Packed', 'Shipped', 'Delivered'] as const;
export type ForwardStatus = (typeof FORWARD_STATUSES)[number];

/** The couriers most Indian shops ship with, offered when an order is marked Shipped (any other may be typed). */
export const COMMON_COURIERS = ['Delhivery', 'Blue Dart', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'India Post', 'Ekart'] as const;

/** The list's "To ship" filter: orders the shop still has to hand to a courier (confirmed or packed, none shipped). */
export const TO_SHIP = 'To ship';
export const TO_SHIP_STATUSES: readonly OrderStatus[] = ['Confirmed', 'Packed'];
/** What the list's status filter accepts: To ship, or one status. */
export const ORDER_STATUS_FILTERS = [TO_SHIP, ...ORDER_STATUSES] as const;

/** The shop may cancel a line until it ships (the shopper only until it is packed: CANCELLABLE_STATUSES). */
export const SHOP_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['Payment Pending', 'Awaiting Confirmation', 'Confirmed', 'Packed'];

/** An order's status from its lines' statuses. */
export function orderStatusOf(lineStatuses: readonly OrderStatus[]): OrderStatus {
  const open = lineStatuses.filter((s) => s !== 'Cancelled');
  if (!open.length) return 'Cancelled';
  return STATUS_PROGRESS[Math.max(...open.map((s) => STATUS_PROGRESS.indexOf(s)))]!;
}

/** How an order is being paid, as the console's list and export say it. */
export const PAYMENT_STATES = ['cod', 'paid', 'awaiting', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  cod: 'COD',
  paid: 'Online paid',
  awaiting: 'Awaiting payment',
  failed: 'Payment failed',
};

export function paymentStateOf(mode: PaymentMode, status: PaymentStatus): PaymentState {
  if (mode === 'COD') return 'cod';
  if (status === 'PAID') return 'paid';
  return status === 'FAILED' ? 'failed' : 'awaiting';
}

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+05:30`)), 'Enter a real date.');
/** A form's empty field is no filter. */
const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /api/console/orders (and /api/console/orders/export): the filters, as query parameters. Dates are IST calendar days. */
export const consoleOrdersQuery = z
  .object({
    status: z.preprocess(blankIsAbsent, z.enum(ORDER_STATUS_FILTERS, { error: 'Choose a status from the list.' }).optional()),
    from: z.preprocess(blankIsAbsent, isoDate.optional()),
    to: z.preprocess(blankIsAbsent, isoDate.optional()),
    /** An order number, the shopper's name or phone number (any part of it). */
    q: z.preprocess(blankIsAbsent, text(100).trim().optional()),
    page: z.preprocess(blankIsAbsent, z.coerce.number('Enter a page number.').int().min(1).max(100_000).default(1)),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'The from date must be on or before the to date.', path: ['to'] });
export type ConsoleOrdersFilters = z.infer<typeof consoleOrdersQuery>;

export const consoleOrderRow = z.object({
  number: z.string(),
  placed_at: z.string(),
  shopper: z.string(),
  phone: z.string(),
  /** Units ordered (cancelled ones included). */
  items: z.number().int(),
  /** The order's total as placed, rupees. */
  total: z.number().int(),
  /** What its cancelled items took off the total, rupees. */
  cancelled: z.number().int(),
  /** total − cancelled: what the order comes to (the list and the export show this). */
  net: z.number().int(),
  /** The coupon the order was placed with ('' for none) and what it took off the order as placed, rupees. */
  coupon_code: z.string(),
  coupon: z.number().int(),
  payment: z.enum(PAYMENT_STATES),
  status: z.enum(ORDER_STATUSES),
  courier_name: z.string(),
  tracking_number: z.string(),
  /** The day delivery was promised for at placement ('YYYY-MM-DD'), null when none was; late: that day has passed (India time) and the order is neither delivered nor cancelled. */
  delivery_by: z.string().nullable(),
  late: z.boolean(),
  /** A cash-on-delivery order still to be confirmed (by the shopper's code or the shop's call); the list shows these first. */
  awaiting_confirmation: z.boolean(),
  /** The delivery address's mobile number, 10 digits, for the Call button (tel:+91…). */
  customer_phone: z.string(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRow>;

export const consoleOrdersAnswer = z.object({
  status: statusTrue,
  orders: z.array(consoleOrderRow),
  /** Orders the filters match, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

/** GET /api/console/orders/detail?number=…: one order with what its page, invoice and packing slip need. */
export const consoleOrderQuery = z.object({ number: text(ORDER_NUMBER_MAX).trim().min(1, 'Give the order number.') });

/** GST figures of an invoice, in rupees with paise (two decimals). */
const gstFigures = z.object({ taxable: z.number(), cgst: z.number(), sgst: z.number(), igst: z.number() });

export const consoleOrderLine = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  asin: z.string(),
  name: z.string(),
  image: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
  /** List price of one unit, rupees. */
  unit_price: z.number().int(),
  /** What the line costs the shopper (offer, delivery and online discount shares included), rupees; GST included. */
  amount: z.number().int(),
  delivery: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** Whether the shop can still cancel it. */
  cancellable: z.boolean(),
  cancel_reason: z.string(),
  refund: z.number().int(),
  /** The HSN code of the product's category ('' when none is set). */
  hsn: z.string(),
  category: z.string(),
  /**
   * The GST inside the line's amount, in rupees and paise: only on an invoice of a shop with a GSTIN, for a line not
   * cancelled whose category has a GST rate; null otherwise.
   */
  tax: gstFigures.extend({ rate_percent: z.number() }).nullable(),
});
export type ConsoleOrderLine = z.infer<typeof consoleOrderLine>;

export const REFUND_STATUSES = ['processed', 'pending', 'failed'] as const;

export const consoleOrderDetail = z.object({
  number: z.string(),
  placed_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The statuses the order can be moved on to now (none while it waits for its online payment, or once delivered). */
  next_statuses: z.array(z.enum(FORWARD_STATUSES)),
  shopper: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  address: orderAddressWire,
  amounts: orderAmountsWire,
  payment: z.object({
    state: z.enum(PAYMENT_STATES),
    mode: z.enum(['COD', 'ONLINE']),
    status: z.enum(['NOT_REQUIRED', 'PENDING', 'PAID', 'FAILED']),
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    paid_at: z.string().nullable(),
    refunds: z.array(
      z.object({
        amount: z.number().int(),
        status: z.enum(REFUND_STATUSES),
        gateway_refund_id: z.string(),
        at: z.string(),
        item: z.string(),
      }),
    ),
  }),
  courier_name: z.string(),
  tracking_number: z.string(),
  /** As in the list. */
  delivery_by: z.string().nullable(),
  late: z.boolean(),
  lines: z.array(consoleOrderLine),
  events: z.array(z.object({ status: z.string(), note: z.string(), at: z.string(), item: z.string().optional() })),
  /** The seller, for the invoice and packing slip (the branding settings). */
  shop: z.object({ name: z.string(), address: z.string(), gstin: z.string(), email: z.string(), mobile: z.string() }),
  /** The lines' GST added up (null when no line carries tax); CGST and SGST within the seller's state, else IGST. */
  tax_totals: gstFigures.nullable(),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetail>;
export const consoleOrderAnswer = z.object({ status: statusTrue, order: consoleOrderDetail });

const orderNumber = text(ORDER_NUMBER_MAX).trim().min(1, 'Give the order number.');
const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/** POST /api/console/orders/status: move an order on. Shipped needs the courier and its tracking number. */
export const consoleOrderStatusRequest = z
  .object({
    number: orderNumber,
    status: z.enum(FORWARD_STATUSES, { error: 'Choose Packed, Shipped or Delivered.' }),
    courier_name: text(80).trim().default(''),
    tracking_number: text(40).trim().default(''),
    note: text(300).trim().default(''),
  })
  .superRefine((change, ctx) => {
    if (change.status !== 'Shipped') return;
    if (!change.courier_name) ctx.addIssue({ code: 'custom', path: ['courier_name'], message: 'Enter the courier’s name.' });
    if (!change.tracking_number) ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: 'Enter the tracking number.' });
    else if (!TRACKING_NUMBER.test(change.tracking_number)) {
      ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: 'A tracking number has letters, digits, dashes or dots only.' });
    }
  });
export type ConsoleOrderStatusRequest = z.input<typeof consoleOrderStatusRequest>;
export const consoleOrderStatusAnswer = okAnswer;

export const CANCEL_REASON_MIN = 3;
/** POST /api/console/orders/cancel: cancel one line (line_id) or every open line of the order, with a reason the shopper is sent. */
export const consoleCancelRequest = z.object({
  number: orderNumber,
  line_id: id.optional(),
  reason: z
    .string('Enter a reason for the cancellation.')
    .trim()
    .min(CANCEL_REASON_MIN, 'Enter a reason for the cancellation.')
    .max(300, 'Keep the reason under 300 characters.'),
});
export type ConsoleCancelRequest = z.input<typeof consoleCancelRequest>;
export const consoleCancelAnswer = z.object({
  status: statusTrue,
  message: z.string(),
  /** What goes back to the shopper's online payment, rupees (0 for cash on delivery or an unpaid order). */
  refund: z.number().int(),
});

/** GET /api/console/orders/export: the filtered orders as CSV (text/csv), one row per order. */
export const consoleOrdersExportAnswer = z.string();
export const CONSOLE_ORDERS_CSV_COLUMNS = [
  'Order number',
  'Date',
  'Shopper',
  'Phone',
  'Items',
  'Total (₹)',
  'Coupon code',
  'Coupon saving (₹)',
  'Payment',
  'Status',
  'Courier',
  'Tracking number',
] as const;

export const CONSOLE_ORDER_NOT_FOUND = 'Order not found.';
export const CONSOLE_ORDER_LINE_NOT_FOUND = 'This order has no such item.';
export const CONSOLE_AWAITING_PAYMENT = 'This order is waiting for its online payment: it can be moved on once it is paid.';
export const CONSOLE_CONFIRM_FIRST = 'Confirm this cash-on-delivery order before packing it.';
export const CONSOLE_ALL_CANCELLED = 'Every item of this order is cancelled.';
export const CONSOLE_NOT_CANCELLABLE = 'This item has shipped and can no longer be cancelled.';
export const CONSOLE_NOTHING_TO_CANCEL = 'No item of this order can be cancelled any more.';
export const consoleForwardOnly = (current: OrderStatus) => `This order is already ${current}: it can only move forward.`;
