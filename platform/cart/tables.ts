import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/tables';
import { customers } from '../customers/tables';

/** A signed-in shopper's cart: one row per product and size. */
export const cartLines = pgTable(
  'cart_lines',
  {
    shopId: integer('reseller_id').notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text().notNull().default(''),
    color: text().notNull().default(''),
    units: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId, t.size] })],
);
