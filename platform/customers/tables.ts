import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { resellers } from '../shops/tables';

/** A shopper's account, private to one reseller. Email is stored lower-case. */
export const customers = pgTable(
  'customers',
  {
    id: serial().primaryKey(),
    shopId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    passwordHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('customers_reseller_email').on(t.shopId, t.email), index('customers_reseller_mobile_idx').on(t.shopId, t.mobile)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text().primaryKey(),
    shopId: integer('reseller_id').notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_tokens_customer_idx').on(t.customerId)],
);

/**
 * Failed sign-ins per typed user name (whether or not it exists) and client address, to slow guessing without
 * letting anyone lock a shopper out from elsewhere. `clientKey` is the address the attempts came from, or '*' for
 * the per-name backstop that counts attempts from every address together.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    shopId: integer('reseller_id').notNull(),
    usernameKey: text().notNull(),
    clientKey: text().notNull().default('*'),
    failures: integer().notNull().default(0),
    windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.usernameKey, t.clientKey] })],
);

/** Single-use password reset links, stored as SHA-256 hashes. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text().primaryKey(),
  shopId: integer('reseller_id').notNull(),
  customerId: integer()
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Mail kept for the development mailbox while no SMTP server is configured. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: serial().primaryKey(),
    shopId: integer('reseller_id').notNull(),
    toEmail: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_reseller_idx').on(t.shopId, t.id)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    shopId: integer('reseller_id').notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text().notNull(),
    mobile: text().notNull(),
    pincode: text().notNull(),
    address1: text().notNull(),
    address2: text().notNull().default(''),
    city: text().notNull(),
    district: text().notNull().default(''),
    state: text().notNull(),
    country: text().notNull().default('India'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_owner_idx').on(t.shopId, t.customerId)],
);
