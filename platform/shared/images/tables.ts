import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (logos, favicons, banners, product pictures) kept in the database, so every process serves them;
 * the path is the one under /uploads/. With S3 settings the bytes live in the bucket and `bytes` stays empty.
 */
export const storedFiles = pgTable('stored_files', {
  path: text().primaryKey(),
  contentType: text().notNull(),
  size: integer().notNull(),
  bytes: bytea(),
  /** Which shop uploaded it (null for the platform's own catalogue pictures). */
  shopId: integer('reseller_id'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
