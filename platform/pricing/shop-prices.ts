import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { productTag, shopTag } from '../shared/contract/cache-tags';
import {
  consoleCategoryHiddenRequest,
  consoleMarkupRequest,
  consolePricesRequest,
  consoleProductHiddenRequest,
  consoleProductPriceRequest,
  type PriceCategory,
  type PriceRow,
} from './contract/console-prices';
import { toPaise, toRupees } from '../shared/contract/money';
import type { Queryable } from '../shared/db/database';
import { categories, productGroups, products } from '../catalogue/tables';
import { resellerHiddenCategories, resellerProductSettings, resellers } from '../shops/tables';
import { Problem } from '../shared/problem';
import { parseRequest } from '../shared/parse-request';
import { cappedCondition, lowestSellingPaise, sellingRupees, shopPrices, type ShopPricing } from './pricing';
import { containsPattern } from './product-filters';
import { aboveMrpMessage, belowSupplierMessage, cappedSentence, CATEGORY_NOT_IN_CATALOGUE, PRODUCT_NOT_IN_CATALOGUE } from './shop-price-messages';
import type { Deps } from '../shared/platform-context';
import { hostsOfShop } from '../shared/tenancy/hosts-of-shop';

/**
 * The console's prices: the shop's markup, its own price per product and what it hides. Each change announces the
 * shop's host tags, which expire every cached read and page of that shop in every process (its listings, product
 * pages, search and menus carry them), and a product's change also its `product:{ASIN}` tag. Other shops keep
 * their caches: nothing here changes what they show.
 */

/** How many active products the shop sells at their MRP at this markup. */
async function cappedCount(db: Queryable, shopId: number, markupPercent: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .leftJoin(resellerProductSettings, and(eq(resellerProductSettings.shopId, shopId), eq(resellerProductSettings.productId, products.id)))
    .where(and(eq(products.isActive, true), cappedCondition(markupPercent)));
  return row?.n ?? 0;
}

async function announceShop(deps: Deps, shopId: number, asins: readonly string[] = []): Promise<void> {
  const hosts = await hostsOfShop(deps.db, shopId);
  await deps.changes.publish({ tags: [...hosts.map(shopTag), ...asins.map(productTag)] });
}

async function shopOf(db: Queryable, shopId: number): Promise<ShopPricing> {
  const [row] = await db.select({ markupPercent: resellers.markupPercent }).from(resellers).where(eq(resellers.id, shopId)).limit(1);
  if (!row) throw new Problem(404, 'This shop no longer exists.');
  return { shopId, markupPercent: row.markupPercent };
}

/**
 * Sets the shop's markup (whole per cent, 0–300). A markup applies to the whole catalogue, so the products it would
 * take above their MRP are not refused: they sell at their MRP, and the message says how many.
 */
export async function setMarkup(deps: Deps, shopId: number, input: unknown): Promise<{ markup: number; capped: number; message: string }> {
  const { markup } = parseRequest(consoleMarkupRequest, input);
  const before = await shopOf(deps.db, shopId);
  if (before.markupPercent !== markup) {
    await deps.db.update(resellers).set({ markupPercent: markup }).where(eq(resellers.id, shopId));
    await announceShop(deps, shopId);
  }
  const capped = await cappedCount(deps.db, shopId, markup);
  const example = `A product the supplier sells at ₹500 now sells at ₹${sellingRupees(50_000, markup)}.`;
  return { markup, capped, message: `Markup set to ${markup}%. ${example}${cappedSentence(capped, markup)}` };
}

/**
 * Sets the shop's own price of a product (whole rupees, never below the supplier's price nor above its MRP) or
 * clears it (null). One price for one product: one above the MRP is refused, naming the MRP.
 */
export async function setProductPrice(deps: Deps, shopId: number, input: unknown): Promise<{ row: PriceRow; message: string }> {
  const request = parseRequest(consoleProductPriceRequest, input);
  const product = await catalogueProduct(deps.db, request.product_id);
  const pricePaise = request.price === null ? null : toPaise(request.price);
  if (pricePaise !== null && pricePaise < lowestSellingPaise(product.basePricePaise)) {
    throw new Problem(400, belowSupplierMessage(product.basePricePaise), 'price');
  }
  if (pricePaise !== null && pricePaise > product.baseMrpPaise) throw new Problem(400, aboveMrpMessage(product.baseMrpPaise), 'price');
  await deps.db
    .insert(resellerProductSettings)
    .values({ shopId, productId: product.id, sellingPricePaise: pricePaise })
    .onConflictDoUpdate({
      target: [resellerProductSettings.shopId, resellerProductSettings.productId],
      set: { sellingPricePaise: pricePaise, updatedAt: sql`now()` },
    });
  await announceShop(deps, shopId, [product.asin]);
  const row = await priceRowOf(deps.db, await shopOf(deps.db, shopId), product.id);
  const message =
    request.price === null
      ? `${product.name} follows the markup again: ₹${row.price}.`
      : `${product.name} now sells at ₹${request.price.toLocaleString('en-IN')}.`;
  return { row, message };
}

/** Hides a product from the shop (listings, search, home, its page, carts and orders) or shows it again. */
export async function setProductHidden(deps: Deps, shopId: number, input: unknown): Promise<{ row: PriceRow; message: string }> {
  const request = parseRequest(consoleProductHiddenRequest, input);
  const product = await catalogueProduct(deps.db, request.product_id);
  await deps.db
    .insert(resellerProductSettings)
    .values({ shopId, productId: product.id, hidden: request.hidden })
    .onConflictDoUpdate({
      target: [resellerProductSettings.shopId, resellerProductSettings.productId],
      set: { hidden: request.hidden, updatedAt: sql`now()` },
    });
  await announceShop(deps, shopId, [product.asin]);
  const row = await priceRowOf(deps.db, await shopOf(deps.db, shopId), product.id);
  const message = request.hidden
    ? `${product.name} is hidden from your shop.`
    : row.categoryHidden
      ? `${product.name} is no longer hidden on its own, but its category ${row.category} still is.`
      : `${product.name} is shown in your shop again.`;
  return { row, message };
}

/** Hides a whole category (its products everywhere in the shop, and its menu entry) or shows it again. */
export async function setCategoryHidden(deps: Deps, shopId: number, input: unknown): Promise<{ category: PriceCategory; message: string }> {
  const request = parseRequest(consoleCategoryHiddenRequest, input);
  const [category] = await deps.db.select({ id: categories.id }).from(categories).where(eq(categories.id, request.category_id)).limit(1);
  if (!category) throw new Problem(404, CATEGORY_NOT_IN_CATALOGUE, 'category_id');
  if (request.hidden) {
    await deps.db.insert(resellerHiddenCategories).values({ shopId, categoryId: category.id }).onConflictDoNothing();
  } else {
    await deps.db
      .delete(resellerHiddenCategories)
      .where(and(eq(resellerHiddenCategories.shopId, shopId), eq(resellerHiddenCategories.categoryId, category.id)));
  }
  await announceShop(deps, shopId);
  const entry = (await priceCategories(deps.db, shopId)).find((c) => c.id === category.id)!;
  const message = request.hidden
    ? `${entry.name} is hidden from your shop, with its ${entry.products} products.`
    : `${entry.name} is shown in your shop again.`;
  return { category: entry, message };
}

async function catalogueProduct(db: Queryable, productId: number) {
  const [product] = await db
    .select({
      id: products.id,
      asin: products.asin,
      name: products.name,
      basePricePaise: products.basePricePaise,
      baseMrpPaise: products.baseMrpPaise,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw new Problem(404, PRODUCT_NOT_IN_CATALOGUE, 'product_id');
  return product;
}

const rowColumns = (shopId: number) => ({
  id: products.id,
  asin: products.asin,
  name: products.name,
  images: products.images,
  categoryId: products.categoryId,
  category: categories.name,
  basePricePaise: products.basePricePaise,
  baseMrpPaise: products.baseMrpPaise,
  sellingPricePaise: resellerProductSettings.sellingPricePaise,
  hidden: sql<boolean>`coalesce(${resellerProductSettings.hidden}, false)`,
  categoryHidden: sql<boolean>`exists (select 1 from ${resellerHiddenCategories}
    where ${resellerHiddenCategories.shopId} = ${shopId} and ${resellerHiddenCategories.categoryId} = ${products.categoryId})`,
});

interface RowData {
  id: number;
  asin: string;
  name: string;
  images: string[];
  categoryId: number;
  category: string;
  basePricePaise: number;
  baseMrpPaise: number;
  sellingPricePaise: number | null;
  hidden: boolean;
  categoryHidden: boolean;
}

function toPriceRow(row: RowData, markupPercent: number): PriceRow {
  const prices = shopPrices(row, markupPercent);
  return {
    id: row.id,
    asin: row.asin,
    name: row.name,
    image: row.images[0] ?? '',
    categoryId: row.categoryId,
    category: row.category,
    supplierPrice: row.basePricePaise / 100,
    markupPrice: sellingRupees(row.basePricePaise, markupPercent),
    ownPrice: row.sellingPricePaise === null ? null : toRupees(row.sellingPricePaise),
    price: prices.priceRupees,
    mrp: prices.mrpRupees,
    cappedAtMrp: prices.cappedAtMrp,
    hidden: row.hidden,
    categoryHidden: row.categoryHidden,
    belowSupplier: row.sellingPricePaise !== null && row.sellingPricePaise < lowestSellingPaise(row.basePricePaise),
  };
}

function rowsQuery(db: Queryable, shopId: number) {
  return db
    .select(rowColumns(shopId))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(resellerProductSettings, and(eq(resellerProductSettings.shopId, shopId), eq(resellerProductSettings.productId, products.id)));
}

async function priceRowOf(db: Queryable, shop: ShopPricing, productId: number): Promise<PriceRow> {
  const [row] = await rowsQuery(db, shop.shopId).where(eq(products.id, productId)).limit(1);
  return toPriceRow(row!, shop.markupPercent);
}

/** The categories with the shop's hiding and their active product counts, in group and category order. */
export async function priceCategories(db: Queryable, shopId: number): Promise<PriceCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      group: productGroups.name,
      products: sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${categories.id} and ${products.isActive})`,
      hidden: sql<boolean>`exists (select 1 from ${resellerHiddenCategories}
        where ${resellerHiddenCategories.shopId} = ${shopId} and ${resellerHiddenCategories.categoryId} = ${categories.id})`,
    })
    .from(categories)
    .innerJoin(productGroups, eq(productGroups.id, categories.groupId))
    .orderBy(asc(productGroups.position), asc(productGroups.id), asc(categories.position), asc(categories.id));
  return rows;
}

/**
 * One page of the active catalogue with the shop's prices and hiding, in featured order: searched by a name's words
 * (each anywhere in the name, any case) or an exact ASIN, within a category, or only what has an own price, is
 * hidden or sells at its MRP because the markup or own price is above it.
 */
export async function listShopPrices(db: Queryable, shopId: number, input: unknown) {
  const request = parseRequest(consolePricesRequest, input);
  const shop = await shopOf(db, shopId);
  const conditions: SQL[] = [eq(products.isActive, true)];
  if (request.category !== undefined) conditions.push(eq(products.categoryId, request.category));
  const words = request.q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length) {
    const byName = and(...words.map((word) => ilike(products.name, containsPattern(word))))!;
    conditions.push(words.length === 1 ? or(eq(products.asin, request.q), byName)! : byName);
  }
  if (request.filter === 'own-price') conditions.push(sql`${resellerProductSettings.sellingPricePaise} is not null`);
  if (request.filter === 'capped') conditions.push(cappedCondition(shop.markupPercent));
  if (request.filter === 'hidden') {
    conditions.push(
      or(
        eq(resellerProductSettings.hidden, true),
        sql`${products.categoryId} in (select ${resellerHiddenCategories.categoryId} from ${resellerHiddenCategories}
          where ${resellerHiddenCategories.shopId} = ${shopId})`,
      )!,
    );
  }
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .leftJoin(resellerProductSettings, and(eq(resellerProductSettings.shopId, shopId), eq(resellerProductSettings.productId, products.id)))
    .where(where);
  const rows = await rowsQuery(db, shopId)
    .where(where)
    .orderBy(asc(products.position), asc(products.id))
    .limit(request.page_size)
    .offset((request.page - 1) * request.page_size);
  const categoryList = await priceCategories(db, shopId);
  return {
    status: 'true' as const,
    markup: shop.markupPercent,
    rows: rows.map((row) => toPriceRow(row, shop.markupPercent)),
    total: counted?.total ?? 0,
    page: request.page,
    page_size: request.page_size,
    categories: categoryList,
    capped: await cappedCount(db, shopId, shop.markupPercent),
  };
}
