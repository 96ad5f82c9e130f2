import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductCardWire, ProductWire } from './contract/catalogue';
import type { Queryable } from '../shared/db/database';
import { products, productSizes, subcategories } from './tables';
import { toRupees } from '../shared/contract/money';
import { sellingPricePaiseColumn, shopPrices, type ShopPricing, shownInShop } from '../pricing';

const fixedCardColumns = {
  id: products.id,
  asin: products.asin,
  subcategoryId: products.subcategoryId,
  categoryId: products.categoryId,
  groupId: products.groupId,
  name: products.name,
  material: products.material,
  color: products.color,
  colorOptions: products.colorOptions,
  ratingTenths: products.ratingTenths,
  ratingCount: products.ratingCount,
  badge: products.badge,
  badge1: products.badge1,
  brand: products.brand,
  countryOfOrigin: products.countryOfOrigin,
  basePricePaise: products.basePricePaise,
  baseMrpPaise: products.baseMrpPaise,
  deliveryPaise: products.deliveryPaise,
  supplierPricePaise: products.supplierPricePaise,
  youtubeLink: products.youtubeLink,
  images: products.images,
  subcategoryName: subcategories.name,
};

/**
 * The columns a product card needs (no long texts), with its subcategory's name and the shop's own price. Join
 * subcategories to use it.
 */
export function cardColumns(shop: ShopPricing) {
  return { ...fixedCardColumns, sellingPricePaise: sellingPricePaiseColumn(shop) };
}

export function productColumns(shop: ShopPricing) {
  return { ...cardColumns(shop), descriptionHtml: products.descriptionHtml, longDescription: products.longDescription };
}

export interface CardRow {
  id: number;
  asin: string;
  subcategoryId: number;
  categoryId: number;
  groupId: number;
  name: string;
  material: string;
  color: string;
  colorOptions: string[] | null;
  ratingTenths: number;
  ratingCount: number;
  badge: string;
  badge1: string;
  brand: string;
  countryOfOrigin: string;
  basePricePaise: number;
  baseMrpPaise: number;
  deliveryPaise: number;
  supplierPricePaise: number;
  youtubeLink: string;
  images: string[];
  subcategoryName: string;
  /** The shop's own price in paise; null follows the markup. */
  sellingPricePaise: number | null;
}
export interface ProductRow extends CardRow {
  descriptionHtml: string;
  longDescription: string;
}

export interface SizeRow {
  id: number;
  productId: number;
  sizeDesc: string;
  stock: number;
}

/** A product as a listing card at the shop's selling price. */
export function toCard(row: CardRow, sizes: SizeRow[], markupPercent: number): ProductCardWire {
  const prices = shopPrices(row, markupPercent);
  // An unsized product has one stock row with an empty size; shoppers see no size choice for it.
  const sized = sizes.filter((size) => size.sizeDesc !== '');
  return {
    id: row.id,
    categoryid: row.subcategoryId,
    name: row.name,
    image: row.images[0] ?? '',
    thumbnail: row.images.map((image) => ({ CoImage: image })),
    sizes: sized.map((size) => ({ unit_id: size.id, Size_Desc: size.sizeDesc, Stock: size.stock })),
    size: sized.map((size) => size.sizeDesc),
    color: row.colorOptions && row.colorOptions.length > 0 ? row.colorOptions : row.color,
    ratings: row.ratingTenths / 10,
    badge: row.badge,
    badge1: row.badge1,
    category: row.subcategoryName,
    discountPrice: prices.priceRupees,
    originalPrice: prices.mrpRupees,
    youtubeLink: row.youtubeLink,
    ASIN: row.asin,
    material: row.material,
    quantity: sizes.reduce((sum, size) => sum + size.stock, 0),
    liked: false,
    // Delivery and the supplier's price are not marked up.
    recommendedSellingPrice: toRupees(row.deliveryPaise),
    delbertoPrice: toRupees(row.supplierPricePaise),
    ratingCount: row.ratingCount,
    subcategory_id: row.subcategoryId,
    category_id: row.categoryId,
    group_id: row.groupId,
    brand: row.brand,
    countryOfOrigin: row.countryOfOrigin,
  };
}

/** The full product, long texts included. */
export function toProduct(row: ProductRow, sizes: SizeRow[], markupPercent: number): ProductWire {
  return { ...toCard(row, sizes, markupPercent), description: row.descriptionHtml, colongdescription: row.longDescription };
}

/** Stock rows of the given products, in their display order. */
export async function loadSizes(db: Queryable, productIds: number[]): Promise<Map<number, SizeRow[]>> {
  const bySize = new Map<number, SizeRow[]>();
  if (productIds.length === 0) return bySize;
  const rows = await db
    .select({ id: productSizes.id, productId: productSizes.productId, sizeDesc: productSizes.sizeDesc, stock: productSizes.stock })
    .from(productSizes)
    .where(inArray(productSizes.productId, productIds))
    .orderBy(asc(productSizes.productId), asc(productSizes.position), asc(productSizes.id));
  for (const row of rows) {
    const list = bySize.get(row.productId);
    if (list) list.push(row);
    else bySize.set(row.productId, [row]);
  }
  return bySize;
}

/** Turns card rows into wire cards, loading their sizes in one query. */
export async function cardsFor(db: Queryable, rows: CardRow[], markupPercent: number): Promise<ProductCardWire[]> {
  const sizes = await loadSizes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCard(row, sizes.get(row.id) ?? [], markupPercent));
}

/** Products the shop shows by id as cards, in the order of `ids` (ids missing, inactive or hidden are skipped). */
export async function cardsByIds(db: Queryable, ids: number[], shop: ShopPricing): Promise<ProductCardWire[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns(shop))
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(inArray(products.id, ids), eq(products.isActive, true), shownInShop(shop)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is CardRow => row !== undefined);
  return cardsFor(db, ordered, shop.markupPercent);
}
