import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/** A reseller: the shop a shopper sees, with its own branding, prices and customers. */
export const resellers = pgTable('resellers', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  shopName: text().notNull(),
  themeText: text().notNull(),
  themeBackground: text().notNull(),
  themePrimary: text().notNull(),
  themeSecondary: text().notNull(),
  themeAccent: text().notNull(),
  logoFile: text().notNull(),
  faviconFile: text().notNull(),
  logoVersion: integer().notNull().default(1),
  email: text().notNull().default(''),
  mobile: text().notNull().default(''),
  address: text().notNull().default(''),
  socialFb: text().notNull().default(''),
  socialInsta: text().notNull().default(''),
  socialLinkedin: text().notNull().default(''),
  socialTwitter: text().notNull().default(''),
  socialYoutube: text().notNull().default(''),
  /** Selling price = supplier price × (100 + markup) / 100, rounded to whole rupees. */
  markupPercent: integer().notNull().default(0),
  /** The header strip's promise. Only what is true of every product the shop sells: 'Free Delivery' only without delivery charges. */
  deliveryPromise: text().notNull().default('Pay on Delivery'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Host names a reseller's storefront answers on (lower case, no port). */
export const resellerHosts = pgTable('reseller_hosts', {
  host: text().primaryKey(),
  resellerId: integer()
    .notNull()
    .references(() => resellers.id, { onDelete: 'cascade' }),
});

export const banners = pgTable('banners', {
  id: serial().primaryKey(),
  resellerId: integer()
    .notNull()
    .references(() => resellers.id, { onDelete: 'cascade' }),
  imageFile: text().notNull(),
  url: text().notNull().default(''),
  position: integer().notNull().default(0),
});

/** A home page section ("header" in the legacy API) and its products. */
export const homeHeaders = pgTable('home_headers', {
  id: serial().primaryKey(),
  resellerId: integer()
    .notNull()
    .references(() => resellers.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  position: integer().notNull().default(0),
});

export const homeHeaderProducts = pgTable(
  'home_header_products',
  {
    headerId: integer()
      .notNull()
      .references(() => homeHeaders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.headerId, t.productId] })],
);
