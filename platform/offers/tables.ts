import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { orders } from '../orders/tables';
import { resellers } from '../shops/tables';

/**
 * A shop's coupon codes. `code` is kept upper case and is unique in the shop among coupons that are not archived (an
 * archived coupon keeps its orders, and its code may be used again). Money is whole rupees in paise; days are India
 * days. Empty categoryIds and productIds: the whole catalogue.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    shopId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    kind: text({ enum: ['PERCENT', 'FLAT', 'FREE_DELIVERY'] }).notNull(),
    percent: integer().notNull().default(0),
    capPaise: integer(),
    flatPaise: integer().notNull().default(0),
    minCartPaise: integer().notNull().default(0),
    startsOn: date({ mode: 'string' }),
    endsOn: date({ mode: 'string' }),
    totalUses: integer(),
    usesPerShopper: integer().notNull().default(1),
    firstOrderOnly: boolean().notNull().default(false),
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: text({ enum: ['active', 'paused', 'archived'] })
      .notNull()
      .default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_live_code_unique')
      .on(t.shopId, t.code)
      .where(sql`status <> 'archived'`),
  ],
);

/** One order's use of a coupon; `releasedAt` is set when the order is cancelled whole, which gives the use back. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    shopId: integer('reseller_id').notNull(),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_idx').on(t.couponId, t.customerId)],
);

/** A shop's automatic offers (no code): "N or more items: X% off" or "spend ₹X: ₹Y off"; at most 3 active. */
export const automaticOffers = pgTable(
  'automatic_offers',
  {
    id: serial().primaryKey(),
    shopId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['ITEMS_PERCENT', 'SPEND_FLAT'] }).notNull(),
    minItems: integer().notNull().default(0),
    percent: integer().notNull().default(0),
    minCartPaise: integer().notNull().default(0),
    flatPaise: integer().notNull().default(0),
    status: text({ enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('automatic_offers_shop_idx').on(t.shopId)],
);
