import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './customers';

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
    resellerId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    /** CoOrderID on the wire. */
    number: text().notNull().unique(),
    paymentMode: text({ enum: ['COD', 'ONLINE'] }).notNull(),
    paymentStatus: text({ enum: ['NOT_REQUIRED', 'PENDING', 'PAID', 'FAILED'] }).notNull(),
    address: jsonb().$type<AddressSnapshot>().notNull(),
    couponCode: text().notNull().default(''),
    subtotalPaise: integer().notNull(),
    deliveryPaise: integer().notNull(),
    discountPaise: integer().notNull().default(0),
    totalPaise: integer().notNull(),
    idempotencyKey: text(),
    razorpayOrderId: text().unique(),
    razorpayPaymentId: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('orders_customer_idempotency').on(t.customerId, t.idempotencyKey), index('orders_owner_idx').on(t.resellerId, t.customerId, t.id)],
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
    unitPricePaise: integer().notNull(),
    deliveryPaise: integer().notNull().default(0),
    lineTotalPaise: integer().notNull(),
    status: text({ enum: ['Payment Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'] }).notNull(),
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
    resellerId: integer().notNull(),
    code: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);
