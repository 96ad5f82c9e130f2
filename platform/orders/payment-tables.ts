import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Razorpay webhook deliveries already applied, so a repeated event id has no second effect. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text().primaryKey(),
  eventType: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Orders of the offline test gateway, which plays Razorpay's part when no keys are set. */
export const testGatewayOrders = pgTable('test_gateway_orders', {
  id: text().primaryKey(),
  amountPaise: integer().notNull(),
  currency: text().notNull().default('INR'),
  receipt: text().notNull(),
  status: text({ enum: ['created', 'attempted', 'paid'] })
    .notNull()
    .default('created'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
