import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';
import { products, productSizes, subcategories } from '../catalogue/tables';
import { toRupees } from '../shared/contract/money';
import { sellingPricePaiseColumn, shopPrices, type ShopPricing, shownInShop } from '../pricing';

export interface SizeStock {
  /** product_sizes.id */
  id: number;
  /** '' for an unsized product. */
  size: string;
  stock: number;
}

/** What the cart, checkout and order placement need to know about a product, at one reseller's prices. */
export interface CartProduct {
  id: number;
  asin: string;
  name: string;
  /** The subcategory's name. */
  category: string;
  color: string;
  colorOptions: string[] | null;
  image: string;
  description: string;
  active: boolean;
  /** The shop hides the product or its category: it cannot be added to a cart or ordered there. */
  hidden: boolean;
  /** Selling price per unit in this shop, whole rupees (see pricing.ts). */
  priceRupees: number;
  /** MRP per unit in this shop, whole rupees. */
  mrpRupees: number;
  /** Delivery charge per unit, whole rupees, never marked up. */
  deliveryRupees: number;
  categoryId: number;
  /** What the shop pays the supplier for one unit (supplier_price_paise): the floor under any coupon or offer. */
  costPaise: number;
  /** In the supplier's order. */
  sizes: SizeStock[];
}

/** The products with these ids (active or not, shown or not) at the shop's prices, keyed by id; unknown ids are absent. */
export async function loadCartProducts(db: Queryable, ids: readonly number[], shop: ShopPricing): Promise<Map<number, CartProduct>> {
  const wanted = [...new Set(ids)];
  const found = new Map<number, CartProduct>();
  if (!wanted.length) return found;
  const rows = await db
    .select({
      id: products.id,
      asin: products.asin,
      name: products.name,
      category: subcategories.name,
      color: products.color,
      colorOptions: products.colorOptions,
      images: products.images,
      description: products.longDescription,
      active: products.isActive,
      hidden: sql<boolean>`not ${shownInShop(shop)}`,
      sellingPricePaise: sellingPricePaiseColumn(shop),
      basePricePaise: products.basePricePaise,
      baseMrpPaise: products.baseMrpPaise,
      deliveryPaise: products.deliveryPaise,
      categoryId: products.categoryId,
      costPaise: products.supplierPricePaise,
    })
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(inArray(products.id, wanted));
  const sizes = await db
    .select({ id: productSizes.id, productId: productSizes.productId, size: productSizes.sizeDesc, stock: productSizes.stock })
    .from(productSizes)
    .where(inArray(productSizes.productId, wanted))
    .orderBy(asc(productSizes.position), asc(productSizes.id));
  for (const row of rows) {
    const prices = shopPrices(row, shop.markupPercent);
    found.set(row.id, {
      id: row.id,
      asin: row.asin,
      name: row.name,
      category: row.category,
      color: row.color,
      colorOptions: row.colorOptions,
      image: row.images[0] ?? '',
      description: row.description,
      active: row.active,
      hidden: row.hidden,
      priceRupees: prices.priceRupees,
      mrpRupees: prices.mrpRupees,
      deliveryRupees: toRupees(row.deliveryPaise),
      categoryId: row.categoryId,
      costPaise: row.costPaise,
      sizes: sizes.filter((s) => s.productId === row.id).map(({ id, size, stock }) => ({ id, size, stock })),
    });
  }
  return found;
}

/** An unsized product has one size row with an empty description (or, defensively, none at all). */
export function isUnsized(product: CartProduct): boolean {
  return product.sizes.every((s) => s.size === '');
}
