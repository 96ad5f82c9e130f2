import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resellers } from './tables';

/**
 * A back-office login: a reseller's owner or admin (scoped to that reseller), or an operator (the platform's own
 * staff, no reseller). Email is stored lower-case; the password hash is empty until an invited admin sets one.
 */
export const adminAccounts = pgTable(
  'admin_accounts',
  {
    id: serial().primaryKey(),
    shopId: integer('reseller_id').references(() => resellers.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'admin', 'operator'] }).notNull(),
    email: text().notNull(),
    name: text().notNull().default(''),
    passwordHash: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_accounts_reseller_email')
      .on(t.shopId, t.email)
      .where(sql`${t.shopId} is not null`),
    uniqueIndex('admin_accounts_operator_email')
      .on(t.email)
      .where(sql`${t.shopId} is null`),
    index('admin_accounts_reseller_idx').on(t.shopId),
    check('admin_accounts_role_scope', sql`(${t.role} = 'operator') = (${t.shopId} is null)`),
  ],
);

/**
 * A signed-in console session (its token stored as a SHA-256 hash). Bound to the shop whose host it was opened on:
 * the same token is refused on another shop's host. An operator's session is bound to the host's shop too.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text().primaryKey(),
    adminId: integer()
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    shopId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/** Single-use links that let an invited admin set a password (hash stored), or an admin reset theirs. */
export const adminPasswordLinks = pgTable(
  'admin_password_links',
  {
    tokenHash: text().primaryKey(),
    adminId: integer()
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_password_links_admin_idx').on(t.adminId)],
);
