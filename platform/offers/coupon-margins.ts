import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { products } from '../catalogue/tables';
import { sellingPricePaiseColumn, shopPrices, type ShopPricing } from '../pricing';
import type { Queryable } from '../shared/db/database';
import { toPaise } from '../shared/contract/money';

/** One product a coupon covers: its price in the shop and what the shop earns on one unit (whole rupees). */
export interface CoveredProduct {
  priceRupees: number;
  marginRupees: number;
}

/** The shop's active products a coupon covers (all of them without limits), with their prices and margins. */
export async function coveredProducts(
  db: Queryable,
  shop: ShopPricing,
  limits: { categoryIds: readonly number[]; productIds: readonly number[] },
): Promise<CoveredProduct[]> {
  const conditions: SQL[] = [];
  if (limits.categoryIds.length) conditions.push(inArray(products.categoryId, [...limits.categoryIds]));
  if (limits.productIds.length) conditions.push(inArray(products.id, [...limits.productIds]));
  const rows = await db
    .select({
      basePricePaise: products.basePricePaise,
      baseMrpPaise: products.baseMrpPaise,
      sellingPricePaise: sellingPricePaiseColumn(shop),
      costPaise: products.supplierPricePaise,
    })
    .from(products)
    .where(and(eq(products.isActive, true), conditions.length ? or(...conditions) : sql`true`));
  return rows.map((row) => {
    const { priceRupees } = shopPrices(row, shop.markupPercent);
    return { priceRupees, marginRupees: Math.max(0, Math.floor((toPaise(priceRupees) - row.costPaise) / 100)) };
  });
}

export interface MarginTerms {
  kind: 'PERCENT' | 'FLAT' | 'FREE_DELIVERY';
  percent: number;
  flatRupees: number;
  minCartRupees: number;
}

/**
 * What the shop earns at most, on the smallest cart the coupon accepts, of each product: one unit, or as many as it
 * takes to reach the minimum cart value.
 */
function smallestCartMargin(p: CoveredProduct, minCartRupees: number): number {
  const units = Math.max(1, Math.ceil(minCartRupees / Math.max(1, p.priceRupees)));
  return p.marginRupees * units;
}

/**
 * The margin rule at creation, kept simple: a percent coupon is refused when it is above the margin (as a percent of
 * the price) of every product it covers; a flat coupon when it is above what the shop earns, on every product it
 * covers, on the smallest cart the coupon accepts. Either would always be cut to the margin. Answers the best
 * figure (a percent, or rupees) when refused, else null.
 */
export function alwaysBelowSupplier(terms: MarginTerms, covered: readonly CoveredProduct[]): number | null {
  if (terms.kind === 'FREE_DELIVERY') return null;
  if (terms.kind === 'PERCENT') {
    const best = Math.max(0, ...covered.map((p) => Math.floor((100 * p.marginRupees) / Math.max(1, p.priceRupees))));
    return terms.percent > best ? best : null;
  }
  const best = Math.max(0, ...covered.map((p) => smallestCartMargin(p, terms.minCartRupees)));
  return terms.flatRupees > best ? best : null;
}

/** True when some product the coupon covers would have its saving cut to its margin (the console's margin note). */
export function cappedOnSome(terms: MarginTerms, covered: readonly CoveredProduct[]): boolean {
  if (terms.kind === 'FREE_DELIVERY') return false;
  if (terms.kind === 'PERCENT') return covered.some((p) => (p.priceRupees * terms.percent) / 100 > p.marginRupees);
  return covered.some((p) => terms.flatRupees > smallestCartMargin(p, terms.minCartRupees));
}
