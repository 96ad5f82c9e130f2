import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  treeAddRequest,
  treeDeleteRequest,
  treeMoveRequest,
  treeRenameRequest,
  treeTaxRequest,
  treePictureQuery,
  treeReorderRequest,
  type TreeGroup,
  type TreeLevel,
} from './contract/console-catalogue-tree';
import { queryRows, type Queryable } from '../shared/db/database';
import { categories, productGroups, products, subcategories } from './tables';
import { slugify } from './slugify';
import { uploadCataloguePicture } from './pictures';
import { uploadsPath } from '../shared/uploads-path';
import { Problem } from '../shared/problem';
import { announceCatalogueChange } from './editing';
import type { Deps } from '../shared/platform-context';
import { parseRequest } from '../shared/parse-request';

/**
 * The operators' group → category → sub-category tree. Storefront menus and listings read it (the `catalogue` tag),
 * so every change announces that tag; products carry their category and group, so a move updates them too.
 */

const LABEL: Record<TreeLevel, string> = { group: 'group', category: 'category', subcategory: 'sub-category' };
export const NOT_FOUND = (level: TreeLevel) => `There is no such ${LABEL[level]}.`;

/** The whole tree with product counts (archived products included: they still belong to their sub-category). */
export async function catalogueTreeForOperators(db: Queryable): Promise<TreeGroup[]> {
  const [groups, categoryRows, subcategoryRows, counts] = await Promise.all([
    db.select().from(productGroups).orderBy(asc(productGroups.position), asc(productGroups.id)),
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.id)),
    queryRows<{ id: number; n: number }>(db, sql`select subcategory_id as id, count(*)::int as n from products group by subcategory_id`),
  ]);
  const count = new Map(counts.map((row) => [row.id, row.n]));
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    categories: categoryRows
      .filter((category) => category.groupId === group.id)
      .map((category) => {
        const subs = subcategoryRows
          .filter((sub) => sub.categoryId === category.id)
          .map((sub) => ({ id: sub.id, name: sub.name, products: count.get(sub.id) ?? 0 }));
        return {
          id: category.id,
          name: category.name,
          nameHi: category.nameHi,
          slug: category.slug,
          hsnCode: category.hsnCode,
          imageUrl: uploadsPath(category.imageFile),
          gstRatePercent: category.gstRateBasisPoints === null ? null : category.gstRateBasisPoints / 100,
          products: subs.reduce((sum, sub) => sum + sub.products, 0),
          subcategories: subs,
        };
      }),
  }));
}

type Answer = { groups: TreeGroup[]; message: string };

async function done(deps: Deps, message: string): Promise<Answer> {
  await announceCatalogueChange(deps.changes, []);
  return { groups: await catalogueTreeForOperators(deps.db), message };
}

function tableOf(level: TreeLevel) {
  return level === 'group' ? productGroups : level === 'category' ? categories : subcategories;
}

async function nameOf(db: Queryable, level: TreeLevel, id: number): Promise<string> {
  const table = tableOf(level);
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw new Problem(404, NOT_FOUND(level), 'id');
  return row.name;
}

/** Adds a node at the end of its parent's children. Ids are the next free number (the tree's ids are not serial). */
export async function addTreeNode(deps: Deps, input: unknown): Promise<Answer> {
  const request = parseRequest(treeAddRequest, input);
  await deps.db.transaction(async (tx) => {
    // One tree change at a time, so two additions cannot take the same id.
    await tx.execute(sql`lock table product_groups, categories, subcategories in share row exclusive mode`);
    if (request.level === 'group') {
      const [next] = await queryRows<{ id: number; position: number }>(
        tx,
        sql`select coalesce(max(id), 0) + 1 as id, coalesce(max(position), 0) + 1 as position from product_groups`,
      );
      await tx.insert(productGroups).values({ id: next!.id, name: request.name, position: next!.position });
      return;
    }
    if (request.parentId === undefined) throw new Problem(400, `Choose where the ${LABEL[request.level]} goes.`, 'parentId');
    if (request.level === 'category') {
      await nameOf(tx, 'group', request.parentId).catch(() => {
        throw new Problem(400, NOT_FOUND('group'), 'parentId');
      });
      const [next] = await queryRows<{ id: number; position: number }>(
        tx,
        sql`select (select coalesce(max(id), 0) + 1 from categories) as id,
                   (select coalesce(max(position), 0) + 1 from categories where group_id = ${request.parentId}) as position`,
      );
      const slug = await freeSlug(tx, slugify(request.name) || `category-${next!.id}`);
      await tx.insert(categories).values({
        id: next!.id,
        groupId: request.parentId,
        name: request.name,
        slug,
        imageFile: '',
        hsnCode: request.hsnCode,
        position: next!.position,
      });
      return;
    }
    await nameOf(tx, 'category', request.parentId).catch(() => {
      throw new Problem(400, NOT_FOUND('category'), 'parentId');
    });
    const [next] = await queryRows<{ id: number; position: number }>(
      tx,
      sql`select (select coalesce(max(id), 0) + 1 from subcategories) as id,
                 (select coalesce(max(position), 0) + 1 from subcategories where category_id = ${request.parentId}) as position`,
    );
    await tx.insert(subcategories).values({ id: next!.id, categoryId: request.parentId, name: request.name, position: next!.position });
  });
  return done(deps, `The ${LABEL[request.level]} "${request.name}" is added.`);
}

async function freeSlug(db: Queryable, base: string): Promise<string> {
  const rows = await db.select({ slug: categories.slug }).from(categories);
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Renames a node; a category keeps its slug (its listing URL). */
export async function renameTreeNode(deps: Deps, input: unknown): Promise<Answer> {
  const request = parseRequest(treeRenameRequest, input);
  const before = await nameOf(deps.db, request.level, request.id);
  const table = tableOf(request.level);
  const hindi = request.nameHi === undefined ? {} : { nameHi: request.nameHi };
  await deps.db
    .update(table)
    .set({ name: request.name, ...hindi })
    .where(eq(table.id, request.id));
  const inHindi = request.nameHi === undefined ? '' : request.nameHi ? ` In Hindi: "${request.nameHi}".` : ' It has no Hindi name.';
  return done(deps, `"${before}" is now "${request.name}".${inHindi}`);
}

/** Sets what a category's invoices print: its HSN code and GST rate (an empty rate: none, so no tax lines). */
export async function setCategoryTax(deps: Deps, input: unknown): Promise<Answer> {
  const request = parseRequest(treeTaxRequest, input);
  const name = await nameOf(deps.db, 'category', request.id);
  const gstRateBasisPoints = request.gstRatePercent === '' ? null : Math.round(request.gstRatePercent * 100);
  await deps.db.update(categories).set({ hsnCode: request.hsnCode, gstRateBasisPoints }).where(eq(categories.id, request.id));
  const rate = gstRateBasisPoints === null ? 'no GST rate' : `GST ${request.gstRatePercent} %`;
  return done(deps, `"${name}" invoices now show ${request.hsnCode ? `HSN ${request.hsnCode}` : 'no HSN code'} and ${rate}.`);
}

/** A category's picture (the storefront's category carousel), drawn and stored as a product picture is. */
export async function setCategoryPicture(deps: Deps, query: unknown, bytes: Buffer): Promise<Answer> {
  const { id } = parseRequest(treePictureQuery, query);
  const name = await nameOf(deps.db, 'category', id);
  const { file } = await uploadCataloguePicture(deps.db, bytes);
  await deps.db.update(categories).set({ imageFile: file }).where(eq(categories.id, id));
  return done(deps, `"${name}" has its new picture.`);
}

/** Puts one parent's children (or all groups) in the order given; every child must be named once. */
export async function reorderTreeNodes(deps: Deps, input: unknown): Promise<Answer> {
  const request = parseRequest(treeReorderRequest, input);
  const siblings = await siblingIds(deps.db, request.level, request.ids[0]!);
  const given = new Set(request.ids);
  if (given.size !== request.ids.length || siblings.length !== given.size || siblings.some((id) => !given.has(id))) {
    throw new Problem(400, `Give every ${LABEL[request.level]} under the same parent exactly once.`, 'ids');
  }
  const table = tableOf(request.level);
  await deps.db.transaction(async (tx) => {
    for (const [position, id] of request.ids.entries()) await tx.update(table).set({ position }).where(eq(table.id, id));
  });
  return done(deps, 'The new order is saved.');
}

async function siblingIds(db: Queryable, level: TreeLevel, id: number): Promise<number[]> {
  if (level === 'group') return (await db.select({ id: productGroups.id }).from(productGroups)).map((row) => row.id);
  if (level === 'category') {
    const [row] = await db.select({ parent: categories.groupId }).from(categories).where(eq(categories.id, id));
    if (!row) throw new Problem(404, NOT_FOUND(level), 'ids');
    return (await db.select({ id: categories.id }).from(categories).where(eq(categories.groupId, row.parent))).map((r) => r.id);
  }
  const [row] = await db.select({ parent: subcategories.categoryId }).from(subcategories).where(eq(subcategories.id, id));
  if (!row) throw new Problem(404, NOT_FOUND(level), 'ids');
  return (await db.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.categoryId, row.parent))).map((r) => r.id);
}

/** Moves a category to another group or a sub-category to another category, at the end; its products follow. */
export async function moveTreeNode(deps: Deps, input: unknown): Promise<Answer> {
  const request = parseRequest(treeMoveRequest, input);
  const name = await nameOf(deps.db, request.level, request.id);
  const parentLevel: TreeLevel = request.level === 'category' ? 'group' : 'category';
  const parentName = await nameOf(deps.db, parentLevel, request.parentId).catch(() => {
    throw new Problem(400, NOT_FOUND(parentLevel), 'parentId');
  });
  const asins = await deps.db.transaction(async (tx) => {
    if (request.level === 'category') {
      await tx
        .update(categories)
        .set({
          groupId: request.parentId,
          position: sql`(select coalesce(max(position), 0) + 1 from categories where group_id = ${request.parentId})`,
        })
        .where(eq(categories.id, request.id));
      return tx
        .update(products)
        .set({ groupId: request.parentId, updatedAt: sql`now()` })
        .where(eq(products.categoryId, request.id))
        .returning({ asin: products.asin });
    }
    const [parent] = await tx.select({ groupId: categories.groupId }).from(categories).where(eq(categories.id, request.parentId));
    await tx
      .update(subcategories)
      .set({
        categoryId: request.parentId,
        position: sql`(select coalesce(max(position), 0) + 1 from subcategories where category_id = ${request.parentId})`,
      })
      .where(eq(subcategories.id, request.id));
    return tx
      .update(products)
      .set({ categoryId: request.parentId, groupId: parent!.groupId, updatedAt: sql`now()` })
      .where(eq(products.subcategoryId, request.id))
      .returning({ asin: products.asin });
  });
  await announceCatalogueChange(
    deps.changes,
    asins.map((row) => row.asin),
  );
  return { groups: await catalogueTreeForOperators(deps.db), message: `"${name}" is now under "${parentName}".` };
}

/**
 * Deletes an empty node. A sub-category or category with products (archived ones too: they still belong there)
 * is refused with how many and what to do; a group with categories likewise. A category's empty sub-categories go
 * with it.
 */
export async function deleteTreeNode(deps: Deps, input: unknown): Promise<Answer> {
  const request = parseRequest(treeDeleteRequest, input);
  const name = await nameOf(deps.db, request.level, request.id);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table product_groups, categories, subcategories in share row exclusive mode`);
    if (request.level === 'group') {
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from categories where group_id = ${request.id}`);
      if (row!.n > 0) {
        throw new Problem(409, `The group "${name}" still has ${plural(row!.n, 'category', 'categories')}; move or delete them first.`, 'id');
      }
      await tx.delete(productGroups).where(eq(productGroups.id, request.id));
      return;
    }
    const column = request.level === 'category' ? products.categoryId : products.subcategoryId;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`, archived: sql<number>`(count(*) filter (where not ${products.isActive}))::int` })
      .from(products)
      .where(eq(column, request.id));
    if (row!.n > 0) {
      const archived = row!.archived > 0 ? ` (${row!.archived} of them archived)` : '';
      throw new Problem(
        409,
        `The ${LABEL[request.level]} "${name}" cannot be deleted: it has ${plural(row!.n, 'product', 'products')}${archived}. Move them to another ${LABEL[request.level]} first.`,
        'id',
      );
    }
    if (request.level === 'category') {
      const subs = await tx.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.categoryId, request.id));
      if (subs.length) {
        await tx.delete(subcategories).where(
          inArray(
            subcategories.id,
            subs.map((sub) => sub.id),
          ),
        );
      }
      await tx.delete(categories).where(eq(categories.id, request.id));
      return;
    }
    await tx.delete(subcategories).where(eq(subcategories.id, request.id));
  });
  return done(deps, `The ${LABEL[request.level]} "${name}" is deleted.`);
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
}
