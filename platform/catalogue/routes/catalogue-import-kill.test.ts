import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningProcess } from '../../../e2e/runtime/storefront-processes';
import { configFromEnv, type PlatformConfig } from '../../shared/config';
import { createPlatform } from '../../runtime/create-platform';
import { queryRows, type Queryable } from '../../shared/db/database';
import { openDatabase } from '../../shared/db/open-database';
import { applyCatalogueCsv } from '../csv/csv-import';
import { csvText, generatedRecords, somePlace, type CsvRecord } from '../../testing/catalogue-csv-kit';
import { OPERATOR, testDatabaseKind } from '../../testing/test-platform';

/**
 * The CSV import's all-or-nothing promise against a real crash: the standalone platform (`npm run platform`) is
 * killed with SIGKILL while it is writing a large file inside the import's transaction, and the catalogue is then
 * exactly what it was before. On PostgreSQL (a schema of its own) the transaction is seen writing in
 * pg_stat_activity (it has a transaction id); on PGlite (a data directory of its own), which nothing outside its
 * process can look into, the process is seen writing to the database's files (/proc/PID/io: the tables' files grow
 * as the rows go in; the analysis before the writes only reads).
 */

const kind = testDatabaseKind();
// One port per database: the two Vitest projects run side by side.
const PORT = kind === 'postgres' ? 3761 : 3760;
const DEMO_PRODUCTS = 60;
/** Products of the "before" catalogue that the large file changes (its first rows: written in its first chunk). */
const IMPORTED_BEFORE = 200;
/** The large file: products of two sizes each, 20,000 rows, about 2.3 MB (under the 8 MB body limit). */
const LARGE_PRODUCTS = 10_000;
/** Bytes the PGlite process writes once the apply began that show its transaction inserting rows. */
const PGLITE_WRITTEN_BYTES = 1_000_000;

interface CatalogueState {
  products: number;
  sizes: number;
  productsSum: string;
  sizesSum: string;
}

/** Every column of every product and size, as one checksum each. */
async function catalogueState(db: Queryable): Promise<CatalogueState> {
  const [state] = await queryRows<CatalogueState>(
    db,
    sql`select (select count(*) from products)::int as "products",
               (select count(*) from product_sizes)::int as "sizes",
               (select md5(coalesce(string_agg(p::text, '|' order by p.id), '')) from products p) as "productsSum",
               (select md5(coalesce(string_agg(s::text, '|' order by s.id), '')) from product_sizes s) as "sizesSum"`,
  );
  return state!;
}

/**
 * What inserting products leaves behind even when their transaction never commits: on PostgreSQL the ids drawn from
 * the sequence; on PGlite (no WAL written before the commit, so no id survives the crash) the table's file, grown
 * for the rows and not shrunk again (PGlite has no autovacuum).
 */
async function insertTraces(db: Queryable): Promise<{ lastIdDrawn: number; tableBytes: number }> {
  const [row] = await queryRows<{ lastIdDrawn: number; tableBytes: number }>(
    db,
    sql`select (select last_value from products_id_seq)::int as "lastIdDrawn", pg_relation_size('products')::int as "tableBytes"`,
  );
  return row!;
}

/** The large file: the "before" catalogue's imported products with one more unit of each size, then new ones. */
function largeFile(records: CsvRecord[]): string {
  return csvText(records.map((record) => ({ ...record, stock: String(Number(record.stock) + 1) })));
}

/** Bytes the process has written with write(2) and the like, files and sockets alike (Linux). */
function bytesWritten(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/io`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('wchar:'));
  return Number(line!.slice('wchar:'.length));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.platform === 'linux')(`the catalogue CSV import killed mid-apply (${kind})`, () => {
  const dataDir = kind === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-import-kill-')) : undefined;
  const schema = kind === 'postgres' ? `t_kill_${randomBytes(4).toString('hex')}` : undefined;
  /** Names the platform process's connections in pg_stat_activity. */
  const applicationName = `catalogue-import-kill-${randomBytes(4).toString('hex')}`;
  const config: PlatformConfig = {
    ...configFromEnv({ ...process.env, DATABASE_URL: '', SEED_DEMO: '', RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', SMTP_URL: '' }),
    dataDir,
    databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    databaseSchema: schema,
    demoMode: true,
    demoProducts: DEMO_PRODUCTS,
    migrationsDir: path.resolve('platform/db/migrations'),
  };
  const env: Record<string, string> = {
    ...(kind === 'postgres' ? { DATABASE_URL: config.databaseUrl!, DATABASE_SCHEMA: schema! } : { DATABASE_URL: '', DATA_DIR: dataDir! }),
    SEED_DEMO: 'true',
    DEMO_PRODUCTS: String(DEMO_PRODUCTS),
    RAZORPAY_KEY_ID: '',
    RAZORPAY_KEY_SECRET: '',
    SMTP_URL: '',
    PGAPPNAME: applicationName,
  };
  const running: RunningProcess[] = [];

  async function start(): Promise<RunningProcess> {
    const platform = await startPlatform(PORT, env);
    running.push(platform);
    return platform;
  }

  /** The platform's database opened by the test itself, as the platform opens it (on PGlite, only while no process has it). */
  async function withDatabase<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    const database = await openDatabase(config);
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  async function signIn(platform: RunningProcess): Promise<string> {
    const response = await fetch(`${platform.url}/api/console/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OPERATOR),
    });
    expect(response.status, platform.output()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  function postApply(platform: RunningProcess, token: string, text: string): Promise<Response> {
    return fetch(`${platform.url}/api/console/catalogue/import/apply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv; charset=utf-8' },
      body: text,
    });
  }

  /**
   * Waits until the apply's transaction is writing, and answers what showed it: on PostgreSQL a session of the
   * platform's with a transaction id (given at its first write), on PGlite the process writing to its files.
   */
  async function untilWriting(platform: RunningProcess, answered: () => boolean, observer: Queryable | undefined): Promise<string> {
    const writtenBefore = bytesWritten(platform.pid);
    const writing = async (): Promise<string | undefined> => {
      if (!observer) {
        const written = bytesWritten(platform.pid) - writtenBefore;
        return written >= PGLITE_WRITTEN_BYTES ? `${(written / 1e6).toFixed(1)} MB written to the database's files` : undefined;
      }
      const [session] = await queryRows<{ xid: string; query: string }>(
        observer,
        sql`select backend_xid::text as xid, query from pg_stat_activity
            where application_name = ${applicationName} and backend_xid is not null and state <> 'idle'`,
      );
      return session && `transaction ${session.xid} running ${session.query.slice(0, 40)}…`;
    };
    const deadline = Date.now() + 60_000;
    while (!answered() && Date.now() < deadline) {
      const shown = await writing();
      if (shown) return shown;
      await pause(10);
    }
    throw new Error(`The apply ${answered() ? 'finished' : 'did not begin writing'} before the kill: ${platform.output()}`);
  }

  afterAll(async () => {
    for (const platform of running.splice(0)) await platform.stop('SIGKILL');
    if (schema) await withDatabase((db) => db.execute(sql.raw(`drop schema if exists ${schema} cascade`)));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves the catalogue exactly as before, and the same file applies normally afterwards', async () => {
    // The catalogue before: the demo products and some imported ones, made by the platform as it opens.
    const seeded = await createPlatform(config, () => {});
    const place = await somePlace(seeded.database.db);
    const records = generatedRecords(LARGE_PRODUCTS, place, { prefix: 'kill' });
    const importedBefore = await applyCatalogueCsv(seeded.context, csvText(records.slice(0, IMPORTED_BEFORE * 2)));
    expect(importedBefore.applied).toBe(true);
    const before = await catalogueState(seeded.database.db);
    const tracesBefore = await insertTraces(seeded.database.db);
    await seeded.close();
    expect(before.products).toBe(DEMO_PRODUCTS + IMPORTED_BEFORE);
    const text = largeFile(records);
    expect(Buffer.byteLength(text)).toBeLessThan(8 * 1024 * 1024);

    // The kill: while the apply's transaction is writing, before it has answered.
    const observer = kind === 'postgres' ? await openDatabase(config) : undefined;
    try {
      const doomed = await start();
      const token = await signIn(doomed);
      let answered = false;
      const started = performance.now();
      const apply = postApply(doomed, token, text).then(
        (response) => ((answered = true), `answered ${response.status}`),
        (error: Error) => `no answer: ${error.message}`,
      );
      const writing = await untilWriting(doomed, () => answered, observer?.db);
      expect(await doomed.stop('SIGKILL'), 'killed by the signal, not exited').toBeNull();
      const killedAfterMs = Math.round(performance.now() - started);
      expect(await apply, `killed ${killedAfterMs} ms into the apply (${writing})`).toMatch(/^no answer/);
      // PostgreSQL ends the dead client's session (rolling its transaction back) once it finds the connection gone.
      if (observer) {
        const deadline = Date.now() + 20_000;
        while ((await queryRows(observer.db, sql`select 1 from pg_stat_activity where application_name = ${applicationName}`)).length) {
          expect(Date.now(), 'the killed process’s session lingers').toBeLessThan(deadline);
          await pause(50);
        }
      }
    } finally {
      await observer?.close();
    }

    // On PGlite the data directory opens again after the crash. The killed apply had inserted products, and none stayed.
    await withDatabase(async (db) => {
      expect(await catalogueState(db)).toEqual(before);
      expect(await insertTraces(db)).not.toEqual(tracesBefore);
    });

    // A restarted platform applies the same file: the catalogue does change when the apply is not killed.
    const restarted = await start();
    const response = await postApply(restarted, await signIn(restarted), text);
    expect(response.status, restarted.output()).toBe(200);
    expect(await response.json()).toMatchObject({
      applied: true,
      counts: { new: LARGE_PRODUCTS - IMPORTED_BEFORE, changed: IMPORTED_BEFORE, unchanged: 0, errors: 0 },
    });
    expect(await restarted.stop(), restarted.output()).toBe(0);
    running.splice(0);
    const after = await withDatabase(catalogueState);
    expect(after).toMatchObject({ products: DEMO_PRODUCTS + LARGE_PRODUCTS, sizes: before.sizes + (LARGE_PRODUCTS - IMPORTED_BEFORE) * 2 });
    expect(after.productsSum).not.toBe(before.productsSum);
    expect(after.sizesSum).not.toBe(before.sizesSum);
  }, 120_000);
});
