import { between, sql, type SQL } from 'drizzle-orm';
import { sellingRupees } from './contract/markup';
import { toRupees } from '../shared/contract/money';
import { products } from '../catalogue/tables';
import { resellerProductSettings } from '../shops/tables';

/**
 * A shop's prices, the one place their rule is written (in TypeScript for answers, in SQL for the filters and
 * sorts that must agree with it):
 *
 * - MRP = the supplier's MRP (products.base_mrp_paise), the same in every shop: the MRP is a legal figure, and a
 *   markup or an own price never moves it;
 * - selling price = the shop's own price for the product (reseller_product_settings.selling_price_paise, whole
 *   rupees, never below the supplier's price) or else the supplier's price with the shop's markup, in either case at
 *   most the MRP (no shop sells above it: a price that would is capped at the MRP), rounded to the rupee;
 * - delivery charges and the supplier's cost (delbertoPrice) are never marked up.
 *
 * "The supplier price" a shop's own price may not go below is the supplier's selling price (products.base_price_paise,
 * what the markup applies to), which is also above what the shop pays the supplier (supplier_price_paise). The
 * console refuses an own price above the MRP; one stored before the MRP was lowered is capped like a markup.
 */

/** The shop whose prices (and hidden products, see shop-visibility.ts) apply. */
export interface ShopPricing {
  shopId: number;
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

/** A product's selling price and MRP in this shop. */
export interface ShopPrice {
  /** What shoppers pay, whole rupees: never above the MRP. */
  priceRupees: number;
  /** The supplier's MRP, whole rupees. */
  mrpRupees: number;
  /** The own price or the marked-up price would be above the MRP, so the product sells at its MRP. */
  cappedAtMrp: boolean;
}

/** A product's selling price and MRP in this shop (see the rule above). */
export function shopPrices(row: PriceRow, markupPercent: number): ShopPrice {
  const wantedPaise = row.sellingPricePaise ?? (row.basePricePaise * (100 + markupPercent)) / 100;
  const cappedAtMrp = wantedPaise > row.baseMrpPaise;
  return { priceRupees: toRupees(cappedAtMrp ? row.baseMrpPaise : wantedPaise), mrpRupees: toRupees(row.baseMrpPaise), cappedAtMrp };
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
    where ${resellerProductSettings.shopId} = ${shop.shopId} and ${resellerProductSettings.productId} = ${products.id})`;
}

/** Ids of the products the shop has its own price for: evaluated once per query (a hashed set). */
export function ownPricedIds(shop: ShopPricing): SQL {
  return sql`(select ${resellerProductSettings.productId} from ${resellerProductSettings}
    where ${resellerProductSettings.shopId} = ${shop.shopId} and ${resellerProductSettings.sellingPricePaise} is not null)`;
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

/** The condition "the MRP (the supplier's, the same in every shop) lies within [min, max] rupees", on `products`. */
export function mrpBandCondition(minRupees: number, maxRupees: number): SQL {
  const { low, high } = basePaiseBounds(minRupees, maxRupees, 0);
  return between(products.baseMrpPaise, low, high);
}

/**
 * The selling price as a sort key comparable across rows, before the cap: paise × 100 (the marked-up price
 * unrounded, or the own price). The price shoppers pay is this capped at `mrpSortKey`, rounded to the rupee.
 */
function wantedPriceKey(shop: ShopPricing): SQL<number> {
  return sql<number>`coalesce(${sellingPricePaiseColumn(shop)}::bigint * 100, ${markedUpKey(shop)})`;
}

/** The marked-up supplier price as a sort key (paise × 100), without the shop's own price or the cap. */
export function markedUpKey(shop: ShopPricing): SQL<number> {
  return sql<number>`${products.basePricePaise}::bigint * ${100 + shop.markupPercent}`;
}

/** The MRP as a sort key (paise × 100), the cap of every selling price. */
export function mrpSortKey(): SQL<number> {
  return sql<number>`${products.baseMrpPaise}::bigint * 100`;
}

/**
 * "The shop's own price, or else its marked-up price, is above the MRP", on `products` left-joined to the shop's
 * reseller_product_settings: the products it sells at their MRP (shopPrices' `cappedAtMrp`).
 */
export function cappedCondition(markupPercent: number): SQL {
  return sql`coalesce(${resellerProductSettings.sellingPricePaise}::bigint * 100, ${products.basePricePaise}::bigint * ${100 + markupPercent})
    > ${mrpSortKey()}`;
}

/** Sort key of the selling price shoppers pay, comparable across rows: paise × 100, capped at the MRP. */
export function priceSortKey(shop: ShopPricing): SQL<number> {
  return sql<number>`least(${wantedPriceKey(shop)}, ${mrpSortKey()})`;
}
