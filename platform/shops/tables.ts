import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, products } from '../catalogue/tables';

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
  /** Printed on invoices; empty when the shop has none. */
  gstin: text().notNull().default(''),
  /** A size with this many units or fewer counts as low stock on the console's dashboard. */
  lowStockThreshold: integer().notNull().default(5),
  /** What paying online takes off (0–20 %) of the subtotal left after the automatic offer and the coupon. */
  onlineDiscountPercent: integer().notNull().default(10),
  /** Cash on delivery (cod/): how its orders are confirmed ('none' | 'sms_every' | 'sms_first' | 'call'), within how many hours. */
  codConfirmation: text({ enum: ['none', 'sms_every', 'sms_first', 'call'] })
    .notNull()
    .default('none'),
  codConfirmHours: integer().notNull().default(24),
  /** Its fee, the largest order it takes (0 = no limit), and the PIN codes or 3-digit prefixes where it is not offered. */
  codFeePaise: integer().notNull().default(0),
  codMaxOrderPaise: integer().notNull().default(0),
  codBlockedPincodes: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Delivery dates (delivery/): where parcels leave from ('' = no date promised), on which ISO weekdays, the India-time cut-off. */
  dispatchPincode: text().notNull().default(''),
  dispatchWeekdays: integer()
    .array()
    .notNull()
    .default(sql`'{1,2,3,4,5,6}'::integer[]`),
  dispatchCutoff: text().notNull().default('14:00'),
  /** Transit days by zone (delivery/contract/delivery-messages.ts DELIVERY_ZONES). */
  transitDays: jsonb()
    .$type<Record<'same_city' | 'same_state' | 'metro' | 'rest' | 'north_east' | 'special', number>>()
    .notNull()
    .default({ same_city: 1, same_state: 2, metro: 3, rest: 5, north_east: 7, special: 8 }),
  /** PIN codes (6 digits) or areas (3 digits) the shop does not deliver to. */
  undeliverablePincodes: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The language the shop's pages open in at `/` ('en' | 'hi'); the other one is a switch away. */
  defaultLanguage: text({ enum: ['en', 'hi'] })
    .notNull()
    .default('en'),
  /** Hindi versions of the shop's own texts ('' = none: the English is shown). */
  shopNameHi: text().notNull().default(''),
  deliveryPromiseHi: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Host names a reseller's storefront answers on (lower case, no port). */
export const resellerHosts = pgTable('reseller_hosts', {
  host: text().primaryKey(),
  shopId: integer('reseller_id')
    .notNull()
    .references(() => resellers.id, { onDelete: 'cascade' }),
});

export const banners = pgTable('banners', {
  id: serial().primaryKey(),
  shopId: integer('reseller_id')
    .notNull()
    .references(() => resellers.id, { onDelete: 'cascade' }),
  imageFile: text().notNull(),
  /** The narrow variant the image pipeline made for phones (empty for the demo art, which is drawn per size). */
  phoneImageFile: text().notNull().default(''),
  url: text().notNull().default(''),
  /** The words on the banner as the reseller typed them (its alt text); empty for banners made before: read from the file name. */
  text: text().notNull().default(''),
  /** Its words in Hindi ('' = none). */
  textHi: text().notNull().default(''),
  position: integer().notNull().default(0),
  /** Shown only from/until these times when set. */
  activeFrom: timestamp({ withTimezone: true }),
  activeUntil: timestamp({ withTimezone: true }),
});

/** A home page section ("header" in the legacy API) and its products. */
export const homeHeaders = pgTable('home_headers', {
  id: serial().primaryKey(),
  shopId: integer('reseller_id')
    .notNull()
    .references(() => resellers.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  /** Its name in Hindi ('' = none). */
  nameHi: text().notNull().default(''),
  position: integer().notNull().default(0),
  /** A hidden section stays in the console but not on the home page. */
  hidden: boolean().notNull().default(false),
  /** A section may show a category's products instead of chosen ones. */
  categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
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

/** A shop's own selling price for one product (overriding the markup; never below the supplier price), or its hiding. */
export const resellerProductSettings = pgTable(
  'reseller_product_settings',
  {
    shopId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Whole rupees in paise; null follows the shop's markup. */
    sellingPricePaise: integer(),
    hidden: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.productId] }), index('reseller_product_settings_product_idx').on(t.productId)],
);

/** Categories a shop does not sell: their products are hidden from that shop. */
export const resellerHiddenCategories = pgTable(
  'reseller_hidden_categories',
  {
    shopId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.categoryId] })],
);
