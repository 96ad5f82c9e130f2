// The operators' CSV import at two sizes (BENCH_IMPORT_SIZES, default 10,000 and 100,000 rows of one demo-made product each),
// on PGlite as a shop runs it (a data directory on disk, here a temporary one; in memory, as the tests run it, with
// BENCH_PGLITE_IN_MEMORY=1) and, with TEST_DATABASE_URL, on PostgreSQL (a schema of its own, dropped after): the dry run
// and the all-or-nothing apply through the service (a file this size is past the HTTP body limit), then storefront
// search p50/p99 over the imported catalogue through the Hono app, and how they grow with the catalogue.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../platform/shared/config';
import { createPlatform } from '../platform/runtime/create-platform';
import { applyCatalogueCsv, dryRunCatalogueCsv } from '../platform/catalogue/csv/csv-import';
import { csvText, demoRecords } from '../platform/testing/catalogue-csv-kit';
import { markdownTable, ms, percentile, ratio } from './stats';

const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '10000,100000').split(',').map(Number);
const SEARCH_ITERATIONS = Number(process.env.BENCH_ITERATIONS) || 300;
// The platform benchmark's searches: the demo catalogue's words, a misspelling and a plural among them.
const SEARCHES = ['shirt', 'kurta', 't-shrit', 'tshirt', 'sarees', 'leather wallet', 'copper bottle', 'perfum', 'jeans', 'bedsheet'];

type Database = 'PGlite' | 'PostgreSQL';
interface Measured {
  rows: number;
  megabytes: number;
  dryRunSeconds: number;
  applySeconds: number;
  search: number[];
}

async function measure(database: Database, rows: number): Promise<Measured> {
  const schema = database === 'PostgreSQL' ? `bench_import_${process.pid}_${randomBytes(3).toString('hex')}` : undefined;
  const dataDir = database === 'PGlite' && !process.env.BENCH_PGLITE_IN_MEMORY ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-')) : undefined;
  const platform = await createPlatform(
    {
      ...configFromEnv({ ...process.env, DATABASE_URL: '', SEED_DEMO: '' }),
      dataDir,
      databaseUrl: database === 'PostgreSQL' ? process.env.TEST_DATABASE_URL : undefined,
      databaseSchema: schema,
      demoProducts: 120,
      migrationsDir: path.resolve('platform/db/migrations'),
    },
    () => {},
  );
  try {
    const db = platform.context.db;
    const text = csvText(demoRecords(rows, 1000));
    let started = performance.now();
    const dry = await dryRunCatalogueCsv(db, text);
    const dryRunSeconds = (performance.now() - started) / 1000;
    if (dry.counts.new !== rows) throw new Error(`dry run: ${dry.message}`);
    started = performance.now();
    const applied = await applyCatalogueCsv(platform.context, text);
    const applySeconds = (performance.now() - started) / 1000;
    if (!applied.applied) throw new Error(`apply: ${applied.message}`);
    console.error(`${database} ${rows} rows: dry run ${dryRunSeconds.toFixed(1)} s, apply ${applySeconds.toFixed(1)} s`);

    const search = async (i: number) => {
      const response = await platform.app.request('http://localhost/api/GetProductPage', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'search', search: SEARCHES[i % SEARCHES.length], page: 1, page_size: 24 }),
      });
      const body = (await response.json()) as { data?: unknown[] };
      if (!response.ok || !body.data?.length)
        throw new Error(`search ${SEARCHES[i % SEARCHES.length]} answered ${response.status}, ${body.data?.length} products`);
    };
    for (let i = 0; i < 20; i++) await search(i);
    const durations: number[] = [];
    for (let i = 0; i < SEARCH_ITERATIONS; i++) {
      const t = performance.now();
      await search(i);
      durations.push(performance.now() - t);
    }
    return { rows, megabytes: Buffer.byteLength(text) / 1e6, dryRunSeconds, applySeconds, search: durations };
  } finally {
    if (schema) await platform.database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    await platform.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function catalogueImportBench(): Promise<string> {
  const databases: Database[] = process.env.TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  const tables: string[] = [];
  for (const database of databases) {
    const results: Measured[] = [];
    for (const rows of SIZES) results.push(await measure(database, rows));
    const first = results[0]!;
    tables.push(
      `### ${database === 'PGlite' && process.env.BENCH_PGLITE_IN_MEMORY ? 'PGlite (in memory)' : database}\n\n${markdownTable(
        ['rows (products)', 'file', 'dry run', 'apply', 'rows/s (apply)', 'search p50', 'search p99', 'p50 growth', 'p99 growth'],
        results.map((r) => [
          r.rows.toLocaleString('en-IN'),
          `${r.megabytes.toFixed(1)} MB`,
          `${r.dryRunSeconds.toFixed(1)} s`,
          `${r.applySeconds.toFixed(1)} s`,
          Math.round(r.rows / r.applySeconds).toLocaleString('en-IN'),
          ms(percentile(r.search, 50)),
          ms(percentile(r.search, 99)),
          ratio(percentile(r.search, 50) / percentile(first.search, 50)),
          ratio(percentile(r.search, 99) / percentile(first.search, 99)),
        ]),
      )}`,
    );
  }
  const title = `Catalogue CSV import (one row per product, products as the demo catalogue makes them, 120 demo products before) and storefront search after it, ${SEARCH_ITERATIONS} sequential searches each (node ${process.version})`;
  return `${title}\n\n${tables.join('\n\n')}`;
}
