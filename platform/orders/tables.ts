import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';

export interface AddressSnapshot {
  firstname: string;
  lastname: string;
  emailid: string;
  mobileno: string;
  pincode: string;
  address1: string;
  address2: string;
  city: string;
  district: string;
  STATENAME: string;
  country: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    shopId: integer('reseller_id').notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    /** CoOrderID on the wire. */
    number: text().notNull().unique(),
    paymentMode: text({ enum: ['COD', 'ONLINE'] }).notNull(),
    paymentStatus: text({ enum: ['NOT_REQUIRED', 'PENDING', 'PAID', 'FAILED'] }).notNull(),
    address: jsonb().$type<AddressSnapshot>().notNull(),
    couponCode: text().notNull().default(''),
    /**
     * The order's money, computed once when it is placed (order-pricing.ts) and never recomputed. Every figure is
     * whole rupees in paise. subtotal = Σ list price × units − offer (the T-shirt pair price); total = subtotal +
     * delivery − auto offer − coupon − discount (online) is what the payment dialog charges or the courier collects.
     */
    subtotalPaise: integer().notNull(),
    offerPaise: integer().notNull().default(0),
    deliveryPaise: integer().notNull(),
    discountPaise: integer().notNull().default(0),
    /** The automatic offer's and the coupon's savings (their lines' shares add up to them), and the offer's title. */
    autoOfferPaise: integer().notNull().default(0),
    autoOfferLabel: text().notNull().default(''),
    couponPaise: integer().notNull().default(0),
    totalPaise: integer().notNull(),
    /** The shop's cash-on-delivery fee, part of the total (0 for online payment). */
    codFeePaise: integer().notNull().default(0),
    /** While a COD order is Awaiting Confirmation: when the expiry sweep cancels it (cod/expiry.ts); null otherwise. */
    confirmBy: timestamp({ withTimezone: true }),
    /** Money returned for cancelled items of a paid online order: the sum of the lines' refund_paise. */
    refundedPaise: integer().notNull().default(0),
    idempotencyKey: text(),
    razorpayOrderId: text().unique(),
    razorpayPaymentId: text(),
    paidAt: timestamp({ withTimezone: true }),
    /** Set by the shop when it ships; shown to the shopper on tracking. */
    courierName: text().notNull().default(''),
    trackingNumber: text().notNull().default(''),
    /** The day delivery was promised for at placement (India calendar day), null when the shop promised none. */
    deliveryBy: date({ mode: 'string' }),
    /** The language of the shop's pages the order was placed from ('en' | 'hi'): its mails and texts are written in it. */
    language: text({ enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_customer_idempotency').on(t.customerId, t.idempotencyKey),
    index('orders_owner_idx').on(t.shopId, t.customerId, t.id),
    index('orders_confirm_by_idx')
      .on(t.confirmBy)
      .where(sql`${t.confirmBy} is not null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().notNull(),
    asin: text().notNull(),
    name: text().notNull(),
    image: text().notNull(),
    description: text().notNull().default(''),
    size: text().notNull().default(''),
    color: text().notNull().default(''),
    quantity: integer().notNull(),
    /** List price per unit. The line's shares of the order's offer, delivery and online discount follow. */
    unitPricePaise: integer().notNull(),
    offerPaise: integer().notNull().default(0),
    deliveryPaise: integer().notNull().default(0),
    /** unit price × quantity − offer + delivery. */
    lineTotalPaise: integer().notNull(),
    /** The line's shares of the automatic offer and the coupon. */
    autoOfferPaise: integer().notNull().default(0),
    couponPaise: integer().notNull().default(0),
    discountPaise: integer().notNull().default(0),
    /**
     * What the line costs the shopper: line total − automatic offer − coupon − online discount. The lines' amounts add
     * up to the order's total.
     */
    amountPaise: integer().notNull().default(0),
    status: text({ enum: ['Payment Pending', 'Awaiting Confirmation', 'Confirmed', 'Packed', 'Shipped', 'Delivered', 'Cancelled'] }).notNull(),
    cancelReason: text(),
    cancelComment: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    refundPaise: integer().notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Status history of an order (and of single lines), for tracking. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer(),
    status: text().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** The cash-on-delivery confirmation codes the platform issued; each is good for one order, for a short while. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text().primaryKey(),
    shopId: integer('reseller_id').notNull(),
    code: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

/** Money sent back to a shopper for cancelled items of a paid online order, as the gateway recorded it. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer(),
    amountPaise: integer().notNull(),
    /** Razorpay's refund id (rfnd_…), or the test gateway's. */
    gatewayRefundId: text().notNull().default(''),
    status: text({ enum: ['processed', 'pending', 'failed'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);
