import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { catalogueListQuery, catalogueProductQuery, LOW_STOCK_UNITS, type CatalogueProduct, type CatalogueRow } from './contract/console-catalogue';
import type { Queryable } from '../shared/db/database';
import { categories, products, productSizes, subcategories } from './tables';
import { Problem } from '../shared/problem';
import { parseRequest } from '../shared/parse-request';
import { planSearch } from './search';
import { uploadsPath } from '../shared/uploads-path';
import { toPaise } from '../shared/contract/money';

/** The operators' catalogue as they read it: one product to edit, the list with its filters, the sizes of some products. */

export const PRODUCT_NOT_FOUND = (asin: string) => `There is no product with the ASIN "${asin}".`;

/** A product's own columns as the operator edits them (and the CSV writes them), under the contract's names. */
export const EDITED_PRODUCT_COLUMNS = {
  id: products.id,
  asin: products.asin,
  name: products.name,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  brand: products.brand,
  badge: products.badge,
  badge1: products.badge1,
  material: products.material,
  colour: products.color,
  colourOptions: products.colorOptions,
  description: products.descriptionHtml,
  youtubeLink: products.youtubeLink,
  basePricePaise: products.basePricePaise,
  baseMrpPaise: products.baseMrpPaise,
  supplierPricePaise: products.supplierPricePaise,
  deliveryPaise: products.deliveryPaise,
  images: products.images,
  isActive: products.isActive,
};

const productSelection = {
  ...EDITED_PRODUCT_COLUMNS,
  groupId: products.groupId,
  category: categories.name,
  subcategory: subcategories.name,
  updatedAt: products.updatedAt,
};

/** One product as the operator edits it. */
export async function readProduct(db: Queryable, asin: string): Promise<CatalogueProduct & { id: number }> {
  const [row] = await db
    .select(productSelection)
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(eq(products.asin, asin))
    .limit(1);
  if (!row) throw new Problem(404, PRODUCT_NOT_FOUND(asin), 'asin');
  const sizes = await db
    .select({ size: productSizes.sizeDesc, stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.productId, row.id))
    .orderBy(asc(productSizes.position), asc(productSizes.id));
  return {
    id: row.id,
    asin: row.asin,
    name: row.name,
    groupId: row.groupId,
    categoryId: row.categoryId,
    category: row.category,
    subcategoryId: row.subcategoryId,
    subcategory: row.subcategory,
    brand: row.brand,
    badge: row.badge,
    badge1: row.badge1,
    material: row.material,
    colour: row.colour,
    colourOptions: row.colourOptions ?? [],
    description: row.description,
    youtubeLink: row.youtubeLink,
    price: row.basePricePaise / 100,
    originalPrice: row.baseMrpPaise / 100,
    supplierPrice: row.supplierPricePaise / 100,
    delivery: row.deliveryPaise / 100,
    sizes,
    images: row.images,
    imageUrls: row.images.map(uploadsPath),
    archived: !row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getCatalogueProduct(db: Queryable, input: unknown): Promise<CatalogueProduct> {
  return readProduct(db, parseRequest(catalogueProductQuery, input).asin);
}

/**
 * The conditions of the operator's list (and of the filtered export): search through the storefront's own search
 * (its postings and spelling correction; exact ASINs too, and names of archived products), category, sub-category,
 * stock state, selling-price band, and active/archived.
 */
export async function listConditions(
  db: Queryable,
  input: unknown,
): Promise<{ where: SQL | undefined; searched?: string; page: number; pageSize: number }> {
  const request = parseRequest(catalogueListQuery, input);
  const conditions: SQL[] = [];
  if (request.state !== 'all') conditions.push(eq(products.isActive, request.state === 'active'));
  if (request.category !== undefined) conditions.push(eq(products.categoryId, request.category));
  if (request.subcategory !== undefined) conditions.push(eq(products.subcategoryId, request.subcategory));
  if (request.price_min !== undefined) conditions.push(sql`${products.basePricePaise} >= ${toPaise(request.price_min)}`);
  if (request.price_max !== undefined) conditions.push(lte(products.basePricePaise, toPaise(request.price_max)));
  const units = sql`(select coalesce(sum(${productSizes.stock}), 0) from ${productSizes} where ${productSizes.productId} = ${products.id})`;
  if (request.stock === 'out-of-stock') conditions.push(sql`${units} = 0`);
  if (request.stock === 'in-stock') conditions.push(sql`${units} > 0`);
  if (request.stock === 'low') conditions.push(sql`${units} between 1 and ${LOW_STOCK_UNITS}`);
  let searched: string | undefined;
  if (request.q) {
    const plan = await planSearch(db, request.q);
    const matches: SQL[] = [eq(products.asin, request.q)];
    if (plan && plan.words.every((word) => word.alternatives.length > 0)) {
      searched = plan.searched;
      const words = plan.words.map(
        (word) =>
          sql`exists (select 1 from search_postings x where x.product_id = ${products.id} and x.word in (${sql.join(
            word.alternatives.map((w) => sql`${w}`),
            sql`, `,
          )}))`,
      );
      matches.push(and(...words)!);
    }
    // Archived products have no postings: their names are matched word by word.
    const typed = request.q.split(/\s+/).filter(Boolean).slice(0, 8);
    matches.push(
      and(eq(products.isActive, false), ...typed.map((word) => sql`${products.name} ilike ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`))!,
    );
    conditions.push(or(...matches)!);
  }
  return { where: conditions.length ? and(...conditions) : undefined, searched, page: request.page, pageSize: request.page_size };
}

/** One page of the catalogue for the operator, in featured order. */
export async function listCatalogue(db: Queryable, input: unknown) {
  const { where, searched, page, pageSize } = await listConditions(db, input);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const rows = await db
    .select({
      id: products.id,
      asin: products.asin,
      name: products.name,
      categoryId: products.categoryId,
      category: categories.name,
      subcategoryId: products.subcategoryId,
      subcategory: subcategories.name,
      brand: products.brand,
      basePricePaise: products.basePricePaise,
      baseMrpPaise: products.baseMrpPaise,
      supplierPricePaise: products.supplierPricePaise,
      images: products.images,
      isActive: products.isActive,
    })
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(where)
    .orderBy(asc(products.position), asc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const sizes = await sizesOfProducts(
    db,
    rows.map((row) => row.id),
  );
  const answerRows: CatalogueRow[] = rows.map((row) => {
    const own = sizes.get(row.id) ?? [];
    return {
      id: row.id,
      asin: row.asin,
      name: row.name,
      categoryId: row.categoryId,
      category: row.category,
      subcategoryId: row.subcategoryId,
      subcategory: row.subcategory,
      brand: row.brand,
      price: row.basePricePaise / 100,
      originalPrice: row.baseMrpPaise / 100,
      supplierPrice: row.supplierPricePaise / 100,
      sizes: own,
      stock: own.reduce((sum, size) => sum + size.stock, 0),
      archived: !row.isActive,
      image: uploadsPath(row.images[0] ?? ''),
    };
  });
  return { status: 'true' as const, rows: answerRows, total: counted?.total ?? 0, page, page_size: pageSize, ...(searched ? { searched } : {}) };
}

/** The sizes of some products with their stock, by product, in each product's size order. */
export async function sizesOfProducts(db: Queryable, productIds: number[]): Promise<Map<number, { size: string; stock: number }[]>> {
  const byProduct = new Map<number, { size: string; stock: number }[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productSizes.productId, size: productSizes.sizeDesc, stock: productSizes.stock })
    .from(productSizes)
    .where(inArray(productSizes.productId, productIds))
    .orderBy(asc(productSizes.position), asc(productSizes.id));
  for (const { productId, size, stock } of rows) {
    const sizes = byProduct.get(productId);
    if (sizes) sizes.push({ size, stock });
    else byProduct.set(productId, [{ size, stock }]);
  }
  return byProduct;
}
