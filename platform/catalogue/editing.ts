import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { cleanDescriptions } from './description';
import { ALL_TAG, CATALOGUE_TAG, productTag } from '../shared/contract/cache-tags';
import {
  catalogueArchiveRequest,
  catalogueCreateRequest,
  catalogueStockRequest,
  catalogueUpdateRequest,
  type CatalogueProduct,
  type ProductFields,
} from './contract/console-catalogue';
import { toPaise } from '../shared/contract/money';
import type { Queryable } from '../shared/db/database';
import { categories, products, productSizes, subcategories } from './tables';
import { storedFiles } from '../shared/images/tables';
import { slugify } from './slugify';
import { Problem } from '../shared/problem';
import { updateProduct } from './admin';
import { parseRequest } from '../shared/parse-request';
import type { Deps } from '../shared/platform-context';
import { refreshSearchLexicon } from './search-lexicon';
import { searchableName, searchableText } from './search-words';
import { isUniqueViolation } from '../shared/unique-violation';
import { readProduct } from './reading';

/**
 * The operators' product editing: one catalogue for every shop, so each change announces the product's tag and the
 * catalogue's (listings, search, home sections of every shop), and new or renamed products reach search at once
 * (search_postings follow products by trigger; the spelling lexicon is refreshed here).
 */

export const SUBCATEGORY_NOT_FOUND = 'There is no such sub-category; choose one from the list.';
export const ASIN_TAKEN = (asin: string) => `The ASIN "${asin}" is already another product's; choose another.`;
export const PICTURE_NOT_UPLOADED = (name: string) => `The picture "${name}" was not uploaded; upload it first.`;
/** Above this many products a change expires every page at once rather than naming each product. */
const TAGS_PER_ANNOUNCEMENT = 5000;

/** Tells every storefront process the catalogue changed, and which products' pages. */
export async function announceCatalogueChange(changes: Deps['changes'], asins: readonly string[]): Promise<void> {
  const unique = [...new Set(asins)];
  const tags = unique.length > TAGS_PER_ANNOUNCEMENT ? [ALL_TAG] : [CATALOGUE_TAG, ...unique.map(productTag)];
  await changes.publish({ tags });
}

/** Where a sub-category sits: products carry its category and group (denormalised for listings). */
export async function placeOfSubcategory(db: Queryable, subcategoryId: number): Promise<{ categoryId: number; groupId: number } | null> {
  const [row] = await db
    .select({ categoryId: categories.id, groupId: categories.groupId })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(eq(subcategories.id, subcategoryId))
    .limit(1);
  return row ?? null;
}

/** The columns of a product row from what the operator wrote (prices to paise, the description as sanitised, search forms). */
export function productColumns(fields: Omit<ProductFields, 'sizes'>, place: { categoryId: number; groupId: number }, descriptionHtml: string) {
  return {
    name: fields.name,
    subcategoryId: fields.subcategoryId,
    categoryId: place.categoryId,
    groupId: place.groupId,
    brand: fields.brand,
    badge: fields.badge,
    badge1: fields.badge1,
    material: fields.material,
    color: fields.colour,
    colorOptions: fields.colourOptions.length ? fields.colourOptions : null,
    descriptionHtml,
    youtubeLink: fields.youtubeLink,
    basePricePaise: toPaise(fields.price),
    baseMrpPaise: toPaise(fields.originalPrice),
    supplierPricePaise: toPaise(fields.supplierPrice),
    deliveryPaise: toPaise(fields.delivery),
    images: fields.images,
    searchName: searchableName(fields.name),
    searchText: searchableText(descriptionHtml),
  };
}

/**
 * Which of these picture names are not stored: demo art (demo/…) is drawn on request, the product's own pictures
 * stay valid, anything else must be in stored_files (uploaded through the stored-files pipeline).
 */
export async function missingPictures(db: Queryable, names: readonly string[], known: ReadonlySet<string> = new Set()): Promise<Set<string>> {
  const unknown = [...new Set(names.filter((name) => !name.startsWith('demo/') && !known.has(name)))];
  if (unknown.length === 0) return new Set();
  const found = new Set<string>();
  for (let start = 0; start < unknown.length; start += 5000) {
    const rows = await db
      .select({ path: storedFiles.path })
      .from(storedFiles)
      .where(inArray(storedFiles.path, unknown.slice(start, start + 5000)));
    for (const row of rows) found.add(row.path);
  }
  return new Set(unknown.filter((name) => !found.has(name)));
}

async function checkPictures(db: Queryable, images: readonly string[], known: ReadonlySet<string>): Promise<void> {
  const missing = await missingPictures(db, images, known);
  const index = images.findIndex((name) => missing.has(name));
  if (index >= 0) throw new Problem(400, PICTURE_NOT_UPLOADED(images[index]!), `images.${index}`);
}

async function placeOrRefuse(db: Queryable, subcategoryId: number) {
  const place = await placeOfSubcategory(db, subcategoryId);
  if (!place) throw new Problem(400, SUBCATEGORY_NOT_FOUND, 'subcategoryId');
  return place;
}

/** Writes a product's sizes: changed stock updated, new sizes added, sizes no longer listed removed (carts keep sizes by name). */
export async function writeSizes(db: Queryable, productId: number, sizes: readonly { size: string; stock: number }[]): Promise<void> {
  const listed = sizes.map((size) => size.size);
  await db.delete(productSizes).where(
    listed.length
      ? and(
          eq(productSizes.productId, productId),
          sql`${productSizes.sizeDesc} <> all(${sql`array[${sql.join(
            listed.map((s) => sql`${s}`),
            sql`, `,
          )}]::text[]`})`,
        )
      : eq(productSizes.productId, productId),
  );
  if (sizes.length === 0) return;
  await db
    .insert(productSizes)
    .values(sizes.map((size, position) => ({ productId, sizeDesc: size.size, stock: size.stock, position })))
    .onConflictDoUpdate({
      target: [productSizes.productId, productSizes.sizeDesc],
      set: { stock: sql`excluded.stock`, position: sql`excluded.position` },
    });
}

/** Creates a product at the end of the featured order. The ASIN (its URL) comes from the name unless given. */
export async function createCatalogueProduct(deps: Deps, input: unknown): Promise<CatalogueProduct> {
  const request = parseRequest(catalogueCreateRequest, input);
  const asin = request.asin ?? (await freeAsin(deps.db, slugify(request.name).slice(0, 90).replace(/-$/, '') || 'product'));
  const place = await placeOrRefuse(deps.db, request.subcategoryId);
  await checkPictures(deps.db, request.images, new Set());
  const savedDescription = (await cleanDescriptions([request.description]))[0]!;
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          asin,
          ...productColumns(request, place, savedDescription),
          position: sql`(select coalesce(max(position), 0) + 1 from products)`,
        })
        .returning({ id: products.id });
      await writeSizes(tx, row!.id, request.sizes);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Problem(409, ASIN_TAKEN(asin), 'asin');
    throw error;
  }
  await afterChange(deps, [asin]);
  return readProduct(deps.db, asin);
}

/** Changes the fields sent; the ASIN never changes, so a renamed product keeps its URL. */
export async function editCatalogueProduct(deps: Deps, input: unknown): Promise<CatalogueProduct> {
  const request = parseRequest(catalogueUpdateRequest, input);
  const current = await readProduct(deps.db, request.asin);
  const merged = parseRequest(catalogueCreateRequest, { ...current, ...stripUndefined(request) });
  const place = merged.subcategoryId === current.subcategoryId ? current : await placeOrRefuse(deps.db, merged.subcategoryId);
  await checkPictures(deps.db, merged.images, new Set(current.images));
  const savedDescription = request.description === undefined ? current.description : (await cleanDescriptions([merged.description]))[0]!;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ ...productColumns(merged, place, savedDescription), updatedAt: sql`now()` })
      .where(eq(products.id, current.id));
    await writeSizes(tx, current.id, merged.sizes);
  });
  await afterChange(deps, [current.asin]);
  return readProduct(deps.db, current.asin);
}

/** Archives a product (it leaves every shop's listings, search and pages) or brings it back. */
export async function archiveCatalogueProduct(deps: Deps, input: unknown): Promise<{ product: CatalogueProduct; message: string }> {
  const request = parseRequest(catalogueArchiveRequest, input);
  const current = await readProduct(deps.db, request.asin);
  if (current.archived !== request.archived) {
    await deps.db
      .update(products)
      .set({ isActive: !request.archived, updatedAt: sql`now()` })
      .where(eq(products.id, current.id));
    await afterChange(deps, [current.asin]);
  }
  const message = request.archived ? `"${current.name}" is archived: no shop shows it now.` : `"${current.name}" is back in every shop.`;
  return { product: await readProduct(deps.db, current.asin), message };
}

/** The quick stock edit: units per size, through the admin key's own change (unknown sizes refused, all or nothing). */
export async function setCatalogueStock(deps: Deps, input: unknown): Promise<CatalogueProduct> {
  const request = parseRequest(catalogueStockRequest, input);
  await updateProduct(deps.db, { ASIN: request.asin, stock: request.stock });
  // Stock shows on product pages only (see announceStockChange), and on the operator's list.
  await deps.changes.publish({ tags: [productTag(request.asin)] });
  return readProduct(deps.db, request.asin);
}

async function afterChange(deps: Deps, asins: string[]): Promise<void> {
  await refreshSearchLexicon(deps.db);
  await announceCatalogueChange(deps.changes, asins);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A free ASIN from a name's slug: the slug itself, else with -2, -3… */
async function freeAsin(db: Queryable, base: string): Promise<string> {
  const rows = await db
    .select({ asin: products.asin })
    .from(products)
    .where(or(eq(products.asin, base), sql`${products.asin} like ${`${base}-%`}`));
  const taken = new Set(rows.map((row) => row.asin));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
