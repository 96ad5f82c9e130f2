import { sql } from 'drizzle-orm';
import { demoProductImage } from '../shared/images/demo-art-kinds';
import { queryRows, type Db } from '../shared/db/database';
import { categories, productGroups, products, productSizes, subcategories } from '../catalogue/tables';
import { refreshPlannerStatistics, refreshSearchLexicon, searchableName, searchableText } from '../catalogue';
import { CATALOGUE_PLAN } from './catalogue-plan';
import { COLOURS } from './demo-colours';
import { generateProduct, type SeedProduct } from './product-generator';

const BATCH = 500;

/** The demo catalogue: its tree, and products up to `wanted` (those already there are kept). Answers how many it added. */
export async function seedDemoCatalogue(db: Db, wanted: number, log: (line: string) => void): Promise<number> {
  await seedCatalogueTree(db);
  const added = await seedProducts(db, wanted, log);
  if (added > 0) {
    await refreshSearchLexicon(db);
    await refreshPlannerStatistics(db);
  }
  return added;
}

async function seedCatalogueTree(db: Db) {
  for (const [groupPosition, group] of CATALOGUE_PLAN.entries()) {
    await db.insert(productGroups).values({ id: group.id, name: group.name, position: groupPosition }).onConflictDoNothing();
    for (const [categoryPosition, category] of group.categories.entries()) {
      const first = category.subcategories[0]!;
      await db
        .insert(categories)
        .values({
          id: category.id,
          groupId: group.id,
          name: category.name,
          slug: category.slug,
          imageFile: demoProductImage(first.kind, COLOURS[category.id % COLOURS.length]!.hex, 1),
          position: categoryPosition,
        })
        .onConflictDoNothing();
      await db
        .insert(subcategories)
        .values(category.subcategories.map((s, position) => ({ id: s.id, categoryId: category.id, name: s.name, position })))
        .onConflictDoNothing();
    }
  }
}

async function seedProducts(db: Db, wanted: number, log: (line: string) => void): Promise<number> {
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from products`);
  let added = 0;
  for (let start = count; start < wanted; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, wanted - start) }, (_, i) => generateProduct(start + i));
    added += await insertProducts(db, batch);
    if ((start / BATCH) % 20 === 19) log(`Seeded ${start + batch.length} products`);
  }
  if (added) log(`Added ${added} demo products`);
  return added;
}

async function insertProducts(db: Db, batch: SeedProduct[]): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(
        batch.map(({ sizes: _sizes, ...p }) => ({
          ...p,
          searchName: searchableName(p.name),
          searchText: searchableText(p.descriptionHtml),
        })),
      )
      .onConflictDoNothing({ target: products.asin })
      .returning({ id: products.id, asin: products.asin });
    const idByAsin = new Map(inserted.map((row) => [row.asin, row.id]));
    const sizeRows = batch.flatMap((p) => {
      const productId = idByAsin.get(p.asin);
      return productId ? p.sizes.map((s, position) => ({ productId, sizeDesc: s.sizeDesc, stock: s.stock, position })) : [];
    });
    if (sizeRows.length) await tx.insert(productSizes).values(sizeRows);
    return inserted.length;
  });
}
