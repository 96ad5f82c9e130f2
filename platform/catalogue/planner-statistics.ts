import { sql } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';

/**
 * Brings the planner's statistics, and PGlite's visibility map, up to date after a bulk load of products (the demo
 * seed, a large CSV import). Without them the planner guessed 121 rows for a category of 7,277 at 100,000 products,
 * and listings sorted and counted from the heap; PGlite runs no autovacuum.
 */
export async function refreshPlannerStatistics(db: Queryable): Promise<void> {
  await db.execute(sql`vacuum (analyze) products, product_sizes, search_postings, search_lexicon`);
}
