import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables';
import { resellers } from '../shops/tables';

/**
 * A COD order Awaiting Confirmation (or once confirmed): how it is confirmed, the phone its codes go to and the code
 * now out, kept only as a hash. A new code replaces the last one and its wrong tries.
 */
export const codConfirmations = pgTable('cod_confirmations', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  shopId: integer('reseller_id')
    .notNull()
    .references(() => resellers.id, { onDelete: 'cascade' }),
  mode: text({ enum: ['code', 'call'] }).notNull(),
  /** The delivery address's mobile number, 10 digits. */
  phone: text().notNull(),
  codeHash: text().notNull().default(''),
  codeSentAt: timestamp({ withTimezone: true }),
  codeExpiresAt: timestamp({ withTimezone: true }),
  wrongTries: integer().notNull().default(0),
  confirmedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every code sent, for the throttles per phone (per shop) and per client address within an hour. */
export const codCodeSends = pgTable(
  'cod_code_sends',
  {
    id: serial().primaryKey(),
    shopId: integer('reseller_id').notNull(),
    phone: text().notNull(),
    clientKey: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cod_code_sends_phone_idx').on(t.shopId, t.phone, t.sentAt), index('cod_code_sends_client_idx').on(t.clientKey, t.sentAt)],
);

/** Phones that confirmed a code in a shop that confirms only a phone's first COD order ('sms_first'). */
export const codTrustedPhones = pgTable(
  'cod_trusted_phones',
  {
    shopId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    trustedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.phone] })],
);

/** Demo mode without an SMS provider: the text messages the platform would have sent (GET /api/Dev_Outbox). */
export const devSmsOutbox = pgTable(
  'dev_sms_outbox',
  {
    id: serial().primaryKey(),
    shopId: integer('reseller_id').notNull(),
    /** '+91' and 10 digits. */
    toPhone: text().notNull(),
    text: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_sms_outbox_shop_idx').on(t.shopId, t.id)],
);
