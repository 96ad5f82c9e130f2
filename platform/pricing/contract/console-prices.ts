import { z } from 'zod';
import { id, statusTrue } from '../../shared/contract/common';
import { markupPercent } from '../../shops/contract/shops';

/**
 * Extension: the console's prices (/admin/prices): the shop's markup, its own selling price per product (never
 * below the supplier's price, never above the supplier's MRP), and the products and categories it hides. The MRP is
 * the supplier's in every shop; a markup that would take a product above it sells that product at its MRP ("capped
 * at MRP"). Every message stands alone.
 */

export const PRICES_PAGE_SIZE = 20;
export const PRICES_PAGE_SIZE_MAX = 60;
export const PRICES_SEARCH_MAX = 100;
/** The highest own price, whole rupees (paise stay within a 32-bit integer). */
export const SELLING_PRICE_MAX = 10_00_000;

export const PRICE_LIST_FILTERS = ['all', 'own-price', 'hidden', 'capped'] as const;

/** GET /api/console/prices: one page of the catalogue with this shop's prices and hiding. */
export const consolePricesRequest = z.object({
  /** A product name's words, or an ASIN. */
  q: z.string().trim().max(PRICES_SEARCH_MAX, `Search for at most ${PRICES_SEARCH_MAX} characters.`).default(''),
  category: id.optional(),
  filter: z.enum(PRICE_LIST_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PRICES_PAGE_SIZE_MAX).default(PRICES_PAGE_SIZE),
});
export type ConsolePricesRequest = z.input<typeof consolePricesRequest>;

export const priceRow = z.object({
  id: z.number().int(),
  asin: z.string(),
  name: z.string(),
  image: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  /** Whole rupees: the supplier's selling price, what the markup applies to and the lowest own price. */
  supplierPrice: z.number(),
  /** The price at the shop's markup. */
  markupPrice: z.number().int(),
  /** The shop's own price; null follows the markup. */
  ownPrice: z.number().int().nullable(),
  /** What shoppers pay: the own price or else the markup price, at most the MRP. */
  price: z.number().int(),
  /** The supplier's MRP, the same in every shop. */
  mrp: z.number().int(),
  /** The own price or the markup price is above the MRP, so shoppers pay the MRP. */
  cappedAtMrp: z.boolean(),
  hidden: z.boolean(),
  /** Hidden with its whole category. */
  categoryHidden: z.boolean(),
  /** The supplier has raised its price above the shop's own price since it was set. */
  belowSupplier: z.boolean(),
});
export type PriceRow = z.infer<typeof priceRow>;

export const priceCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
  /** Active products in the category. */
  products: z.number().int(),
  hidden: z.boolean(),
});
export type PriceCategory = z.infer<typeof priceCategory>;

export const consolePricesAnswer = z.object({
  status: statusTrue,
  markup: z.number().int(),
  rows: z.array(priceRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  categories: z.array(priceCategory),
  /** Active products the shop sells at their MRP because its markup or own price is above it. */
  capped: z.number().int(),
});
export type ConsolePricesAnswer = z.infer<typeof consolePricesAnswer>;

/** POST /api/console/prices/markup */
export const consoleMarkupRequest = z.object({ markup: markupPercent });
export const consoleMarkupAnswer = z.object({
  status: statusTrue,
  message: z.string(),
  markup: z.number().int(),
  /** Active products this markup would take above their MRP: they sell at their MRP. */
  capped: z.number().int(),
});

/** An own price in whole rupees; '' or null clears it (the product follows the markup again). */
export const sellingPrice = z.unknown().transform((raw, ctx): number | null => {
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const value = typeof raw === 'string' && /^\s*-?[\d,]+(\.\d+)?\s*$/.test(raw) ? Number(raw.replace(/,/g, '')) : raw;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= SELLING_PRICE_MAX) return value;
  const reason =
    typeof value === 'number' && Number.isFinite(value)
      ? value <= 0
        ? 'must be more than ₹0'
        : !Number.isInteger(value)
          ? 'must be whole rupees'
          : `can be at most ₹${SELLING_PRICE_MAX.toLocaleString('en-IN')}`
      : 'must be a number of rupees';
  ctx.addIssue({ code: 'custom', message: `The selling price ${reason}; "${String(raw)}" is not.` });
  return z.NEVER;
});

/** POST /api/console/prices/product: set or clear the shop's own price of a product. */
export const consoleProductPriceRequest = z.object({
  product_id: id,
  price: sellingPrice,
});

/** POST /api/console/prices/product_hidden */
export const consoleProductHiddenRequest = z.object({ product_id: id, hidden: z.boolean('Say whether to hide the product.') });

/** POST /api/console/prices/category_hidden */
export const consoleCategoryHiddenRequest = z.object({ category_id: id, hidden: z.boolean('Say whether to hide the category.') });

export const consolePriceRowAnswer = z.object({ status: statusTrue, message: z.string(), row: priceRow });
export const consoleCategoryAnswer = z.object({ status: statusTrue, message: z.string(), category: priceCategory });
