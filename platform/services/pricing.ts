import { and, between, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { sellingRupees } from '../contract/markup';
import { toRupees } from '../contract/money';
import { products } from '../db/schema/catalogue';
import { resellerProductSettings } from '../db/schema/resellers';

/**
 * A shop's prices, the one place their rule is written (in TypeScript for answers, in SQL for the filters and
 * sorts that must agree with it):
 *
 * - selling price = the shop's own price for the product (reseller_product_settings.selling_price_paise, whole
 *   rupees, never below the supplier's price) or else the supplier's price with the shop's markup, rounded to the
 *   rupee;
 * - MRP = the supplier's MRP with the markup, rounded to the rupee, but never below the selling price (a shop's own
 *   price above the marked-up MRP shows as the MRP, so no product shows a negative discount);
 * - delivery charges and the supplier's cost (delbertoPrice) are never marked up.
 *
 * "The supplier price" a shop's own price may not go below is the supplier's selling price (products.base_price_paise,
 * what the markup applies to), which is also above what the shop pays the supplier (supplier_price_paise).
 */

/** The shop whose prices (and hidden products, see shop-visibility.ts) apply. */
export interface ShopPricing {
  resellerId: number;
  markupPercent: number;
}

/** The markup half of the rule, in the contract so the console's live example reckons the same. */
export { sellingRupees };

/** What the price rule reads of a product. `sellingPricePaise` is the shop's own price, null to follow the markup. */
export interface PriceRow {
  basePricePaise: number;
  baseMrpPaise: number;
  sellingPricePaise: number | null;
}

/** A product's selling price and MRP in this shop, whole rupees. */
export function shopPrices(row: PriceRow, markupPercent: number): { priceRupees: number; mrpRupees: number } {
  const priceRupees = row.sellingPricePaise === null ? sellingRupees(row.basePricePaise, markupPercent) : toRupees(row.sellingPricePaise);
  return { priceRupees, mrpRupees: Math.max(sellingRupees(row.baseMrpPaise, markupPercent), priceRupees) };
}

/** The lowest price in paise a shop may set for a product: the supplier's price. */
export function lowestSellingPaise(basePricePaise: number): number {
  return basePricePaise;
}

/**
 * The shop's own price of the product in the current row of `products`, in paise (null: follows the markup). A
 * primary-key probe per row: for the rows of an answer, not for filtering a whole catalogue.
 */
export function sellingPricePaiseColumn(shop: ShopPricing): SQL<number | null> {
  return sql<number | null>`(select ${resellerProductSettings.sellingPricePaise} from ${resellerProductSettings}
    where ${resellerProductSettings.resellerId} = ${shop.resellerId} and ${resellerProductSettings.productId} = ${products.id})`;
}

/** Ids of the products the shop has its own price for: evaluated once per query (a hashed set). */
export function ownPricedIds(shop: ShopPricing): SQL {
  return sql`(select ${resellerProductSettings.productId} from ${resellerProductSettings}
    where ${resellerProductSettings.resellerId} = ${shop.resellerId} and ${resellerProductSettings.sellingPricePaise} is not null)`;
}

/**
 * The supplier MRPs (or prices) in paise whose marked-up value, rounded to the rupee as sellingRupees does, falls
 * within [min, max] rupees: round(b·(100+m)/10000) ≥ min ⇔ b·(100+m) ≥ 10000·min − 5000, and ≤ max ⇔
 * b·(100+m) ≤ 10000·max + 4999.
 */
export function basePaiseBounds(minRupees: number, maxRupees: number, markupPercent: number): { low: number; high: number } {
  const factor = 100 + markupPercent;
  return {
    low: Math.max(0, Math.ceil((10_000 * minRupees - 5_000) / factor)),
    high: Math.floor((10_000 * maxRupees + 4_999) / factor),
  };
}

/**
 * The condition "this shop's MRP (as shopPrices gives it) lies within [min, max] rupees", on `products`:
 * - without an own price, MRP = sellingRupees(greatest(supplier MRP, supplier price)), as rounding keeps order;
 * - with one (p, whole rupees), MRP = max(a, p) with a the marked-up MRP: max(a, p) ∈ [min, max] ⇔ a ≤ max and
 *   p ≤ max and (p ≥ min or a ≥ min).
 * The own prices come from hashed sets evaluated once per query, so the condition costs the same on any listing.
 */
export function mrpBandCondition(minRupees: number, maxRupees: number, shop: ShopPricing): SQL {
  const { low, high } = basePaiseBounds(minRupees, maxRupees, shop.markupPercent);
  const ownPrice = resellerProductSettings.sellingPricePaise;
  const ownPricedWhere = (condition: SQL | undefined) =>
    sql`${products.id} in (select ${resellerProductSettings.productId} from ${resellerProductSettings}
      where ${resellerProductSettings.resellerId} = ${shop.resellerId} and ${and(isNotNull(ownPrice), lte(ownPrice, maxRupees * 100), condition)})`;
  return or(
    and(sql`${products.id} not in ${ownPricedIds(shop)}`, between(sql`greatest(${products.baseMrpPaise}, ${products.basePricePaise})`, low, high)),
    and(
      lte(products.baseMrpPaise, high),
      or(ownPricedWhere(gte(ownPrice, minRupees * 100)), and(gte(products.baseMrpPaise, low), ownPricedWhere(undefined))),
    ),
  )!;
}

/** Sort key of the selling price, comparable across rows: paise × 100 (the marked-up price unrounded). */
export function priceSortKey(shop: ShopPricing): SQL<number> {
  return sql<number>`coalesce(${sellingPricePaiseColumn(shop)}::bigint * 100, ${products.basePricePaise}::bigint * ${100 + shop.markupPercent})`;
}
