import fs from 'node:fs';
import path from 'node:path';
import type { PlatformConfig } from '../config';
import type { Database, Db } from './database';

/** Opens PostgreSQL when a URL is configured, PGlite (on disk, or in memory without a data dir) otherwise. */
export async function openDatabase(
  config: Pick<PlatformConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'> & Partial<Pick<PlatformConfig, 'databasePoolSize' | 'embeddedTemplate'>>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema, config.databasePoolSize ?? 10);
  return openPglite(config.dataDir ? path.join(config.dataDir, 'pglite') : undefined, config.embeddedTemplate);
}

/** The advisory lock's first key: migrations and the first-start seed. */
const STARTUP_LOCK = 728813;

async function openPostgres(url: string, schema: string | undefined, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: schema ? `-c search_path=${schema},public` : undefined,
  });
  // Without a listener, a lost idle connection (a database restart, a network cut) would end the process; the pool
  // opens a new one at the next query, and /readyz reports the outage meanwhile.
  pool.on('error', (error) => console.error(`Database connection lost: ${error.message}`));
  const db = drizzle({ client: pool, casing: 'snake_case' }) as unknown as Db;
  const migrationsSchema = schema ?? 'drizzle';
  async function migrate(migrationsFolder: string) {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // Not race-free on its own (two processes can both find the schema missing): run it inside `exclusively`.
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    // The first migration creates extensions, which belong to the whole database: two schemas migrating at once
    // (parallel tests on a new database) would both find them missing and one would fail. So migrations also wait
    // for each other across schemas, on a connection outside the pool (the pool may be as small as `exclusively` needs).
    const lock = new pg.Client({ connectionString: url });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1, hashtext($2))', [STARTUP_LOCK, 'migrations']);
      await run(db as never, { migrationsFolder, migrationsSchema });
    } finally {
      await lock.end().catch(() => {});
    }
  }
  async function exclusively<T>(work: () => Promise<T>): Promise<T> {
    // Held on a connection of its own; the work uses the pool. One lock per schema, so test schemas don't wait.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1, hashtext($2))', [STARTUP_LOCK, schema ?? 'public']);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [STARTUP_LOCK, schema ?? 'public']).catch(() => {});
      client.release();
    }
  }
  return { db, kind: 'postgres', migrationsSchema, migrate, exclusively, close: () => pool.end() };
}

/**
 * The embedded database's client (on disk in `dir`, or in memory), with the extensions the migrations create;
 * `template`, a file of PGlite's `dumpDataDir`, is the data an in-memory database starts from instead of a new one.
 */
export async function openPgliteClient(dir?: string, template?: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const loadDataDir = template && !dir ? new Blob([fs.readFileSync(template)]) : undefined;
  return PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm, fuzzystrmatch }, loadDataDir });
}

async function openPglite(dir?: string, template?: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await openPgliteClient(dir, template);
  const db = drizzle({ client, casing: 'snake_case' });
  async function migrate(migrationsFolder: string) {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(db, { migrationsFolder });
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrationsSchema: 'drizzle',
    migrate,
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
