import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A product's version, as the CSV export writes it: the greatest of its own and its sizes' versions, each taken from
 * this one sequence when the row changes, so any change to a product or its stock (a sale included) gives it a
 * greater version than any export made before. An import compares it to find rows changed since their export.
 */
const CATALOGUE_VERSION = sql`nextval('catalogue_version')`;

/** The supplier catalogue, shared by every reseller. */
export const productGroups = pgTable('product_groups', {
  id: integer().primaryKey(),
  name: text().notNull(),
  position: integer().notNull().default(0),
});

export const categories = pgTable('categories', {
  id: integer().primaryKey(),
  groupId: integer()
    .notNull()
    .references(() => productGroups.id),
  name: text().notNull(),
  /** Its name in Hindi, where the operator gives one ('' = none). */
  nameHi: text().notNull().default(''),
  slug: text().notNull().unique(),
  imageFile: text().notNull(),
  /** The HSN code printed on invoices for this category's products. */
  hsnCode: text().notNull().default(''),
  /** The GST rate of this category's products in basis points (500 = 5 %); null when not set (no tax lines). */
  gstRateBasisPoints: integer(),
  position: integer().notNull().default(0),
});

export const subcategories = pgTable('subcategories', {
  id: integer().primaryKey(),
  categoryId: integer()
    .notNull()
    .references(() => categories.id),
  name: text().notNull(),
  position: integer().notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    asin: text().notNull().unique(),
    subcategoryId: integer()
      .notNull()
      .references(() => subcategories.id),
    /** Denormalised from the subcategory so listings filter on one indexed column. */
    categoryId: integer().notNull(),
    groupId: integer().notNull(),
    name: text().notNull(),
    descriptionHtml: text().notNull().default(''),
    longDescription: text().notNull().default(''),
    material: text().notNull().default(''),
    color: text().notNull().default(''),
    /** When set, the shopper picks one of these colours; `color` is the default. */
    colorOptions: text().array(),
    ratingTenths: smallint().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    badge: text().notNull().default(''),
    badge1: text().notNull().default(''),
    brand: text().notNull().default(''),
    countryOfOrigin: text().notNull().default('India'),
    /** Supplier's selling price and MRP, before the reseller's markup. */
    basePricePaise: integer().notNull(),
    baseMrpPaise: integer().notNull(),
    /** Delivery charge per unit (recommendedSellingPrice on the wire); 0 = free delivery. */
    deliveryPaise: integer().notNull().default(0),
    /** What the reseller pays the supplier (delbertoPrice on the wire). */
    supplierPricePaise: integer().notNull(),
    youtubeLink: text().notNull().default(''),
    images: text().array().notNull(),
    /** Featured order within the catalogue. */
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** Lower-case name words plus joined neighbours ("t shirt" also as "tshirt"), for search. */
    searchName: text().notNull(),
    /** Lower-case plain text of the description, for search. */
    searchText: text().notNull().default(''),
    /**
     * The description's words as lexemes, for its GIN index. search_text holds them already (lower-case letters and
     * digits, one space apart), so they are taken as they are: parsing the text again with to_tsvector cost a
     * large import more than any other single step. Searches build their tsquery from the same words.
     */
    textTsv: tsvector().generatedAlwaysAs(sql`array_to_tsvector(array_remove(string_to_array(search_text, ' '), ''))`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Taken from catalogue_version whenever a column the CSV carries changes (trigger, migration 0009); see CATALOGUE_VERSION. */
    version: bigint({ mode: 'number' }).notNull().default(CATALOGUE_VERSION),
    /**
     * Taken from catalogue_version whenever a column listings read but the CSV does not carry changes (rating, featured
     * order, category or group; trigger, migration 0015): with `version` and the sizes' versions, what the facet index
     * re-reads (catalogue/facet-index/).
     */
    listingVersion: bigint({ mode: 'number' }).notNull().default(CATALOGUE_VERSION),
  },
  (t) => [
    // The facet index re-reads the products changed since it last looked (catalogue/facet-index/).
    index('products_version_idx').on(t.version),
    index('products_listing_version_idx').on(t.listingVersion),
    // Listings only ever show active products, so their indexes hold only those (and counts skip the rest).
    index('products_subcategory_idx')
      .on(t.subcategoryId, t.position)
      .where(sql`${t.isActive}`),
    index('products_category_idx')
      .on(t.categoryId, t.position)
      .where(sql`${t.isActive}`),
    index('products_group_idx')
      .on(t.groupId, t.position)
      .where(sql`${t.isActive}`),
    // Listings sorted by price page through these instead of sorting a whole category…
    index('products_subcategory_price_idx')
      .on(t.subcategoryId, t.basePricePaise)
      .where(sql`${t.isActive}`),
    index('products_category_price_idx')
      .on(t.categoryId, t.basePricePaise)
      .where(sql`${t.isActive}`),
    index('products_group_price_idx')
      .on(t.groupId, t.basePricePaise)
      .where(sql`${t.isActive}`),
    // …and those sorted by name through these (the order of lower(name) collate "C", as sortOrder writes it).
    index('products_subcategory_name_idx')
      .on(t.subcategoryId, sql`lower(${t.name}) collate "C"`)
      .where(sql`${t.isActive}`),
    index('products_category_name_idx')
      .on(t.categoryId, sql`lower(${t.name}) collate "C"`)
      .where(sql`${t.isActive}`),
    index('products_group_name_idx')
      .on(t.groupId, sql`lower(${t.name}) collate "C"`)
      .where(sql`${t.isActive}`),
    index('products_text_tsv_idx').using('gin', t.textTsv),
    check('products_prices_positive', sql`${t.basePricePaise} >= 0 and ${t.baseMrpPaise} >= 0`),
  ],
);

/** Stock per size; an unsized product has one row with an empty size. `id` is the wire's unit_id. */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeDesc: text().notNull().default(''),
    stock: integer().notNull(),
    position: integer().notNull().default(0),
    /** Taken from catalogue_version whenever the size's stock, name or place changes (a sale too; trigger, migration 0009). */
    version: bigint({ mode: 'number' }).notNull().default(CATALOGUE_VERSION),
  },
  (t) => [
    unique('product_sizes_product_size').on(t.productId, t.sizeDesc),
    check('product_sizes_stock_nonnegative', sql`${t.stock} >= 0`),
    index('product_sizes_version_idx').on(t.version),
  ],
);

/** Distinct words of product names with their document counts: the dictionary spelling correction draws on. */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text().primaryKey(),
    documents: integer().notNull(),
  },
  (t) => [index('search_lexicon_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * One row per word of an active product's search_name, in featured order. Kept by triggers on products
 * (migrations 0003 and 0008; 0003 also moves products' long texts out of line): a search walks a word's products in order
 * and stops after the few hundred it answers, so its cost does not grow with the catalogue.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    word: text().notNull(),
    // No foreign key: its check per posting was a tenth of a large import; a trigger on products deletes a
    // deleted product's postings instead (migration 0008).
    productId: integer().notNull(),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.position, t.productId] }), index('search_postings_product_idx').on(t.productId, t.word)],
);

/**
 * Words a shopper may type for one another ("sari" and "saree"), one row per line of the operator's list: a search
 * for any word of a row also finds the others, both ways, ahead of any spelling correction.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  word: text().primaryKey(),
  synonyms: text().array().notNull(),
  position: integer().notNull(),
});
