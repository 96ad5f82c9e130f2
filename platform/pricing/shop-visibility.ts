import { inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../shared/db/database';
import { products } from '../catalogue/tables';
import { resellerHiddenCategories, resellerProductSettings } from '../shops/tables';

/** What a shopper hears when a product the shop hides is asked for by id (cart, checkout, order). */
export const HIDDEN_PRODUCT_MESSAGE = 'This product is not sold in this shop.';

/**
 * The condition "the shop shows this product", on `products`: the shop has not hidden it, nor its category. Both
 * lists are evaluated once per query as hashed sets: for queries on a few products by id (cards, carts, orders).
 */
export function shownInShop(shop: { shopId: number }): SQL {
  return sql`(${products.id} not in (select ${resellerProductSettings.productId} from ${resellerProductSettings}
      where ${resellerProductSettings.shopId} = ${shop.shopId} and ${resellerProductSettings.hidden})
    and ${products.categoryId} not in (select ${resellerHiddenCategories.categoryId} from ${resellerHiddenCategories}
      where ${resellerHiddenCategories.shopId} = ${shop.shopId}))`;
}

/** What one shop hides, read before a listing or search so that a shop hiding nothing keeps the plain index plans. */
export interface ShopHiding {
  productIds: number[];
  categoryIds: number[];
}

export async function shopHiding(db: Queryable, shopId: number): Promise<ShopHiding> {
  const [row] = await queryRows<{ products: number[] | null; categories: number[] | null }>(
    db,
    sql`select
      (select array_agg(${resellerProductSettings.productId}) from ${resellerProductSettings}
        where ${resellerProductSettings.shopId} = ${shopId} and ${resellerProductSettings.hidden}) as products,
      (select array_agg(${resellerHiddenCategories.categoryId}) from ${resellerHiddenCategories}
        where ${resellerHiddenCategories.shopId} = ${shopId}) as categories`,
  );
  return { productIds: row?.products ?? [], categoryIds: row?.categories ?? [] };
}

export function hidesAnything(hiding: ShopHiding): boolean {
  return hiding.productIds.length > 0 || hiding.categoryIds.length > 0;
}

/** Conditions on `products` leaving out what the shop hides; none when it hides nothing. */
export function shownConditions(hiding: ShopHiding): SQL[] {
  return [
    ...(hiding.categoryIds.length ? [notInArray(products.categoryId, hiding.categoryIds)] : []),
    ...(hiding.productIds.length ? [notInArray(products.id, hiding.productIds)] : []),
  ];
}

/** The condition "the shop hides this product" (its negation); only for a shop that hides something. */
export function hiddenCondition(hiding: ShopHiding): SQL {
  return or(
    ...(hiding.categoryIds.length ? [inArray(products.categoryId, hiding.categoryIds)] : []),
    ...(hiding.productIds.length ? [inArray(products.id, hiding.productIds)] : []),
  )!;
}
