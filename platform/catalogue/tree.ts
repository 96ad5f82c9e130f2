import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { category as categorySchema, group as groupSchema } from './contract/catalogue';
import type { Queryable } from '../shared/db/database';
import { categories, productGroups, subcategories } from './tables';
import { resellerHiddenCategories } from '../shops/tables';
import { uploadsPath } from '../shared/uploads-path';

type CategoryWire = z.infer<typeof categorySchema>;
type GroupWire = z.infer<typeof groupSchema>;

/** Groups → categories → subcategories, each level in its display order, without the categories the shop hides. */
export async function catalogueTree(db: Queryable, shopId: number): Promise<GroupWire[]> {
  const [groups, categoryList] = await Promise.all([
    db.select().from(productGroups).orderBy(asc(productGroups.position), asc(productGroups.id)),
    allCategories(db, shopId),
  ]);
  return groups.map((group) => ({
    group_id: group.id,
    group_desc: group.name,
    categories: categoryList.filter((entry) => entry.groupId === group.id).map((entry) => entry.wire),
  }));
}

/** Every category the shop shows with its subcategories, in group order and then category order. */
export async function categoryList(db: Queryable, shopId: number): Promise<CategoryWire[]> {
  return (await allCategories(db, shopId)).map((entry) => entry.wire);
}

async function allCategories(db: Queryable, shopId: number): Promise<{ groupId: number; wire: CategoryWire }[]> {
  const [groups, allCategoryRows, subcategoryRows, hidden] = await Promise.all([
    db.select({ id: productGroups.id, position: productGroups.position }).from(productGroups),
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.id)),
    db.select({ id: resellerHiddenCategories.categoryId }).from(resellerHiddenCategories).where(eq(resellerHiddenCategories.shopId, shopId)),
  ]);
  const hiddenIds = new Set(hidden.map((row) => row.id));
  const categoryRows = allCategoryRows.filter((row) => !hiddenIds.has(row.id));
  const groupOrder = new Map(groups.map((group) => [group.id, [group.position, group.id] as const]));
  const ordered = [...categoryRows].sort((a, b) => {
    const [pa, ia] = groupOrder.get(a.groupId) ?? [0, a.groupId];
    const [pb, ib] = groupOrder.get(b.groupId) ?? [0, b.groupId];
    return pa - pb || ia - ib || a.position - b.position || a.id - b.id;
  });
  return ordered.map((row) => ({
    groupId: row.groupId,
    wire: {
      category_id: row.id,
      category_desc: row.name,
      ...(row.nameHi ? { category_desc_hi: row.nameHi } : {}),
      cocategory_image: uploadsPath(row.imageFile),
      url: row.slug,
      Subcategories: subcategoryRows
        .filter((sub) => sub.categoryId === row.id)
        .map((sub) => ({ subcategory_id: sub.id, subcategory_desc: sub.name })),
    },
  }));
}
