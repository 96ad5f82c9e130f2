// Filters (issue 28): a category listing and a search with every filter's counts (facets: true), with and without
// filters chosen, in-process on PGlite (or PostgreSQL with BENCH_DATABASE_URL) at two catalogue sizes; p50/p99 and
// growth. The seeded catalogues are shared with the platform bench (bench-database.ts).
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../platform/shared/config';
import { createPlatform, type Platform } from '../platform/runtime/create-platform';
import { queryRows } from '../platform/shared/db/database';
import { watchedFacetIndex } from '../platform/catalogue/facet-index';
import { benchDatabases, type BenchDatabase } from './bench-database';
import { growthAcrossSizes, markdownTable, timeSequentialCalls } from './stats';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS) || 200;
const SEARCHES = ['shirt', 'kurta', 'sarees', 'leather wallet', 'jeans'];

type Operation = 'listing + counts' | 'listing, 2 filters + counts' | 'search + counts' | 'search, 2 filters + counts';

async function call(platform: Platform, body: unknown) {
  const response = await platform.app.request('http://localhost/api/GetProductPage', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`GetProductPage: ${response.status} ${await response.text()}`);
  return response.json();
}

async function measure(database: BenchDatabase, size: number): Promise<Record<Operation, number[]>> {
  const platform = await createPlatform(database.config(configFromEnv(), size), () => {});
  const db = platform.database.db;
  // A process serving shoppers has read its facet index (its first listings, answered by SQL meanwhile, are not timed).
  await watchedFacetIndex(db, platform.context.changes).fresh();
  const categories = await queryRows<{ id: number; products: number }>(
    db,
    sql`select category_id as id, count(*)::int as products from products where is_active group by 1 order by 2 desc`,
  );
  console.error(`${database.label}: ${size} products; largest category ${categories[0]!.products}`);
  const colours = await queryRows<{ color: string }>(db, sql`select color from products group by 1 order by count(*) desc limit 6`);
  const pick = <T>(items: T[], i: number) => items[i % items.length]!;
  const filters = (i: number) => ({ sizes: [pick(['M', 'L', 'S', 'XL'], i)], colours: [pick(colours, i).color, pick(colours, i + 1).color] });
  const operations: Record<Operation, (i: number) => Promise<unknown>> = {
    'listing + counts': (i) => call(platform, { kind: 'cat', id: pick(categories, i).id, page_size: 24, facets: true }),
    'listing, 2 filters + counts': (i) => call(platform, { kind: 'cat', id: pick(categories, i).id, page_size: 24, facets: true, ...filters(i) }),
    'search + counts': (i) => call(platform, { kind: 'search', search: pick(SEARCHES, i), page_size: 24, facets: true }),
    'search, 2 filters + counts': (i) => call(platform, { kind: 'search', search: pick(SEARCHES, i), page_size: 24, facets: true, ...filters(i) }),
  };
  const results = await timeSequentialCalls(operations, { iterations: ITERATIONS, warmUps: 10, warmUpFrom: 1000 });
  await platform.close();
  return results;
}

export async function filtersBench(): Promise<string> {
  const tables: string[] = [];
  for (const database of benchDatabases()) {
    const { small, large, rows } = await growthAcrossSizes(SIZES, (size) => measure(database, size), [99]);
    tables.push(
      `Filters with every filter's counts, in-process on ${database.label}, ${ITERATIONS} sequential calls each (goal: p99 < 50 ms at 100,000, growth < 2×)\n\n${markdownTable(
        ['call', `p50 ${small}`, `p99 ${small}`, `p50 ${large}`, `p99 ${large}`, 'p99 growth'],
        rows,
      )}`,
    );
  }
  return tables.join('\n\n');
}
