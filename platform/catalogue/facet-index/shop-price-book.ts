import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../shared/db/database';
import { resellerHiddenCategories, resellerProductSettings } from '../../shops/tables';
import type { ShopPricing } from '../../pricing';
import type { FacetColumns } from './facet-columns';

/**
 * One shop's prices and hiding as the index applies them: its markup, its own prices (few, by product id) and what
 * it hides. Read afresh for every request (one small query on the shop's settings), so a change of price or hiding
 * shows at once in every process, as the SQL it mirrors (sellingKey, shownConditions) would.
 */
export class ShopPriceBook {
  constructor(
    readonly shop: ShopPricing,
    private readonly ownPaise: Map<number, number>,
    readonly hiddenProducts: Set<number>,
    readonly hiddenCategories: Set<number>,
  ) {}

  /** The selling price as paise × 100, capped at the MRP: sellingKey in product-facets.ts. */
  sellingKey(columns: FacetColumns, slot: number): number {
    const own = this.ownPaise.get(columns.ids[slot]!);
    const wanted = own !== undefined ? own * 100 : columns.pricePaise[slot]! * (100 + this.shop.markupPercent);
    return Math.min(wanted, columns.mrpPaise[slot]! * 100);
  }

  shows(columns: FacetColumns, slot: number): boolean {
    return !this.hiddenCategories.has(columns.categoryId[slot]!) && !this.hiddenProducts.has(columns.ids[slot]!);
  }
}

export async function readShopPriceBook(db: Queryable, shop: ShopPricing): Promise<ShopPriceBook> {
  const [row] = await queryRows<{ own: [number, number][] | null; hidden: number[] | null; categories: number[] | null }>(
    db,
    sql`select
      (select json_agg(json_build_array(${resellerProductSettings.productId}, ${resellerProductSettings.sellingPricePaise}))
        from ${resellerProductSettings}
        where ${resellerProductSettings.shopId} = ${shop.shopId} and ${resellerProductSettings.sellingPricePaise} is not null) as own,
      (select array_agg(${resellerProductSettings.productId}) from ${resellerProductSettings}
        where ${resellerProductSettings.shopId} = ${shop.shopId} and ${resellerProductSettings.hidden}) as hidden,
      (select array_agg(${resellerHiddenCategories.categoryId}) from ${resellerHiddenCategories}
        where ${resellerHiddenCategories.shopId} = ${shop.shopId}) as categories`,
  );
  return new ShopPriceBook(shop, new Map(row?.own ?? []), new Set(row?.hidden ?? []), new Set(row?.categories ?? []));
}
