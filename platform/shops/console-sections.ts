import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { shopTag } from '../shared/contract/cache-tags';
import {
  PRODUCT_PICKER_LIMIT,
  SECTION_NOT_FOUND,
  SECTION_PRODUCTS_MAX,
  type ConsoleSection,
  type PickedProduct,
  type SectionSummary,
} from './contract/console-sections';
import type { Queryable } from '../shared/db/database';
import { categories, productGroups, products } from '../catalogue/tables';
import { homeHeaderProducts, homeHeaders, resellerHiddenCategories } from './tables';
import type { Deps } from '../shared/platform-context';
import { Problem } from '../shared/problem';
import { shownInShop } from '../pricing';
import { hostsOfShop } from '../shared/tenancy/hosts-of-shop';

/**
 * The console's home sections of one shop. Every query is scoped by the shop (a section of another shop is a 404,
 * the same as one that does not exist), and every change announces the shop's tags so the home page of every
 * process shows it.
 */

/** "The shop shows this product": active, and not hidden by the shop nor in a category it hides (shop-visibility.ts). */
function shownBy(shopId: number): SQL {
  return and(eq(products.isActive, true), shownInShop({ shopId }))!;
}

const pickedColumns = (shopId: number) => ({
  id: products.id,
  asin: products.asin,
  name: products.name,
  image: sql<string>`coalesce(${products.images}[1], '')`,
  shown: sql<boolean>`${shownBy(shopId)}`,
});

/** The shop's sections in home-page order (hidden ones included), with their category and chosen-product count. */
export async function listSections(db: Queryable, shopId: number): Promise<SectionSummary[]> {
  const rows = await db
    .select({
      id: homeHeaders.id,
      name: homeHeaders.name,
      nameHi: homeHeaders.nameHi,
      hidden: homeHeaders.hidden,
      categoryId: homeHeaders.categoryId,
      categoryName: categories.name,
      productCount: sql<number>`(select count(*)::int from ${homeHeaderProducts} where ${homeHeaderProducts.headerId} = ${homeHeaders.id})`,
    })
    .from(homeHeaders)
    .leftJoin(categories, eq(categories.id, homeHeaders.categoryId))
    .where(eq(homeHeaders.shopId, shopId))
    .orderBy(asc(homeHeaders.position), asc(homeHeaders.id));
  return rows.map((row) => ({ ...row, categoryName: row.categoryName ?? null }));
}

/** One section with its chosen products in order, and the categories the shop sells; 404 for another shop's. */
export async function sectionDetail(db: Queryable, shopId: number, id: number): Promise<Omit<ConsoleSection, 'status'>> {
  const summary = (await listSections(db, shopId)).find((section) => section.id === id);
  if (!summary) throw new Problem(404, SECTION_NOT_FOUND);
  const [chosen, categoryRows] = await Promise.all([
    db
      .select(pickedColumns(shopId))
      .from(homeHeaderProducts)
      .innerJoin(products, eq(products.id, homeHeaderProducts.productId))
      .where(eq(homeHeaderProducts.headerId, id))
      .orderBy(asc(homeHeaderProducts.position), asc(homeHeaderProducts.productId)),
    shopCategories(db, shopId),
  ]);
  return { section: { ...summary, products: chosen }, categories: categoryRows };
}

/** The categories the shop sells (not hidden), in the catalogue's order. */
async function shopCategories(db: Queryable, shopId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .innerJoin(productGroups, eq(productGroups.id, categories.groupId))
    .where(
      sql`${categories.id} not in (select ${resellerHiddenCategories.categoryId} from ${resellerHiddenCategories} where ${resellerHiddenCategories.shopId} = ${shopId})`,
    )
    .orderBy(asc(productGroups.position), asc(productGroups.id), asc(categories.position), asc(categories.id));
}

/**
 * The product picker: products the shop shows whose ASIN is the text, then those whose name or ASIN contains it,
 * in catalogue order, at most PRODUCT_PICKER_LIMIT.
 */
export async function searchPickableProducts(db: Queryable, shopId: number, text: string): Promise<PickedProduct[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const exact = text.toLowerCase();
  return db
    .select(pickedColumns(shopId))
    .from(products)
    .where(and(shownBy(shopId), sql`(${products.name} ilike ${pattern} or ${products.asin} ilike ${pattern})`))
    .orderBy(sql`lower(${products.asin}) = ${exact} desc`, asc(products.position), asc(products.id))
    .limit(PRODUCT_PICKER_LIMIT);
}

/** Creates a section at the end of the home page, showing nothing yet. */
export async function createSection(deps: Deps, shopId: number, name: string, nameHi = ''): Promise<number> {
  const id = await deps.db.transaction(async (tx) => {
    await lockSections(tx, shopId);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${homeHeaders.position}), -1)::int` })
      .from(homeHeaders)
      .where(eq(homeHeaders.shopId, shopId));
    const [row] = await tx
      .insert(homeHeaders)
      .values({ shopId, name, nameHi, position: (last?.position ?? -1) + 1 })
      .returning({ id: homeHeaders.id });
    return row!.id;
  });
  await announce(deps, shopId);
  return id;
}

/** Renames a section; its Hindi name changes too when `nameHi` is given. */
export async function renameSection(deps: Deps, shopId: number, id: number, name: string, nameHi?: string): Promise<void> {
  await updateSection(deps, shopId, id, { name, ...(nameHi === undefined ? {} : { nameHi }) });
}

export async function hideSection(deps: Deps, shopId: number, id: number, hidden: boolean): Promise<void> {
  await updateSection(deps, shopId, id, { hidden });
}

/** Shows a category's first products (categoryId), or the chosen products again (null). */
export async function setSectionSource(deps: Deps, shopId: number, id: number, categoryId: number | null): Promise<void> {
  if (categoryId !== null) {
    const [known] = await deps.db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
    if (!known) throw new Problem(400, 'There is no such category.', 'categoryId');
  }
  await updateSection(deps, shopId, id, { categoryId });
}

/** Moves a section one place up or down the home page; the first cannot go up nor the last down (nothing changes). */
export async function moveSection(deps: Deps, shopId: number, id: number, direction: 'up' | 'down'): Promise<boolean> {
  const moved = await deps.db.transaction(async (tx) => {
    const order = await lockSections(tx, shopId);
    const from = order.indexOf(id);
    if (from < 0) throw new Problem(404, SECTION_NOT_FOUND);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return false;
    [order[from], order[to]] = [order[to]!, order[from]!];
    // Positions are renumbered 0…n−1, so sections that shared a position (older data) get a definite order.
    for (const [position, sectionId] of order.entries()) {
      await tx.update(homeHeaders).set({ position }).where(eq(homeHeaders.id, sectionId));
    }
    return true;
  });
  if (moved) await announce(deps, shopId);
  return moved;
}

export async function deleteSection(deps: Deps, shopId: number, id: number): Promise<void> {
  const deleted = await deps.db
    .delete(homeHeaders)
    .where(and(eq(homeHeaders.id, id), eq(homeHeaders.shopId, shopId)))
    .returning({ id: homeHeaders.id });
  if (!deleted.length) throw new Problem(404, SECTION_NOT_FOUND);
  await announce(deps, shopId);
}

/**
 * Replaces the section's chosen products with these, in this order. Every product must be one the shop shows now
 * (a product hidden later is kept but skipped on the home page).
 */
export async function setSectionProducts(deps: Deps, shopId: number, id: number, productIds: number[]): Promise<void> {
  if (productIds.length > SECTION_PRODUCTS_MAX) throw new Problem(400, `A section can hold at most ${SECTION_PRODUCTS_MAX} products.`, 'productIds');
  await deps.db.transaction(async (tx) => {
    await ownSection(tx, shopId, id, true);
    const [current, pickable] = await Promise.all([
      tx.select({ id: homeHeaderProducts.productId }).from(homeHeaderProducts).where(eq(homeHeaderProducts.headerId, id)),
      productIds.length
        ? tx
            .select({ id: products.id })
            .from(products)
            .where(and(inArray(products.id, productIds), shownBy(shopId)))
        : Promise.resolve([]),
    ]);
    const allowed = new Set([...current, ...pickable].map((row) => row.id));
    const refused = productIds.find((productId) => !allowed.has(productId));
    if (refused !== undefined) throw new Problem(400, 'That product is not sold in this shop.', 'productIds');
    await tx.delete(homeHeaderProducts).where(eq(homeHeaderProducts.headerId, id));
    if (productIds.length) {
      await tx.insert(homeHeaderProducts).values(productIds.map((productId, position) => ({ headerId: id, productId, position })));
    }
  });
  await announce(deps, shopId);
}

async function updateSection(
  deps: Deps,
  shopId: number,
  id: number,
  values: Partial<Pick<typeof homeHeaders.$inferInsert, 'name' | 'nameHi' | 'hidden' | 'categoryId'>>,
): Promise<void> {
  const updated = await deps.db
    .update(homeHeaders)
    .set(values)
    .where(and(eq(homeHeaders.id, id), eq(homeHeaders.shopId, shopId)))
    .returning({ id: homeHeaders.id });
  if (!updated.length) throw new Problem(404, SECTION_NOT_FOUND);
  await announce(deps, shopId);
}

/** 404 unless the section is this shop's; `lock` holds its row until the transaction ends. */
async function ownSection(db: Queryable, shopId: number, id: number, lock = false): Promise<void> {
  const query = db
    .select({ id: homeHeaders.id })
    .from(homeHeaders)
    .where(and(eq(homeHeaders.id, id), eq(homeHeaders.shopId, shopId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Problem(404, SECTION_NOT_FOUND);
}

/** Locks the shop's sections (concurrent moves wait for each other) and answers their ids in home-page order. */
async function lockSections(db: Queryable, shopId: number): Promise<number[]> {
  const rows = await db
    .select({ id: homeHeaders.id })
    .from(homeHeaders)
    .where(eq(homeHeaders.shopId, shopId))
    .orderBy(asc(homeHeaders.position), asc(homeHeaders.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Expires the shop's cached home page (and its other shop-tagged reads) in every process. */
async function announce(deps: Deps, shopId: number): Promise<void> {
  const hosts = await hostsOfShop(deps.db, shopId);
  await deps.changes.publish({ tags: hosts.map(shopTag) });
}

/** What the home page shows of the shop's sections: the visible ones in order, each with product ids in order. */
export async function homeSectionPicks(db: Queryable, shopId: number): Promise<{ id: number; name: string; nameHi: string; productIds: number[] }[]> {
  const headers = await db
    .select({ id: homeHeaders.id, name: homeHeaders.name, nameHi: homeHeaders.nameHi, categoryId: homeHeaders.categoryId })
    .from(homeHeaders)
    .where(and(eq(homeHeaders.shopId, shopId), eq(homeHeaders.hidden, false)))
    .orderBy(asc(homeHeaders.position), asc(homeHeaders.id));
  if (!headers.length) return [];
  const chosenIds = headers.filter((header) => header.categoryId === null).map((header) => header.id);
  const links = chosenIds.length
    ? await db
        .select({ headerId: homeHeaderProducts.headerId, productId: homeHeaderProducts.productId })
        .from(homeHeaderProducts)
        .where(inArray(homeHeaderProducts.headerId, chosenIds))
        .orderBy(asc(homeHeaderProducts.headerId), asc(homeHeaderProducts.position), asc(homeHeaderProducts.productId))
    : [];
  // A category section: the category's first products in featured order (through products_category_idx).
  const byCategory = new Map<number, number[]>();
  await Promise.all(
    [...new Set(headers.flatMap((header) => (header.categoryId === null ? [] : [header.categoryId])))].map(async (categoryId) => {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.categoryId, categoryId), shownBy(shopId)))
        .orderBy(asc(products.position), asc(products.id))
        .limit(SECTION_PRODUCTS_MAX);
      byCategory.set(
        categoryId,
        rows.map((row) => row.id),
      );
    }),
  );
  return headers.map((header) => ({
    id: header.id,
    name: header.name,
    nameHi: header.nameHi,
    productIds:
      header.categoryId === null
        ? links
            .filter((link) => link.headerId === header.id)
            .map((link) => link.productId)
            .slice(0, SECTION_PRODUCTS_MAX)
        : (byCategory.get(header.categoryId) ?? []),
  }));
}
