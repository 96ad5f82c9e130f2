import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';

/** The Drizzle database, the same API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction offers the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The schema of drizzle's `__drizzle_migrations` table (readiness compares it with the checked-in journal). */
  migrationsSchema: string;
  /** Applies the checked-in migrations (call it inside `exclusively` when other processes may be starting too). */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `work` while no other process of this database and schema runs its own (a PostgreSQL advisory lock;
   * PGlite has one process only): processes starting together migrate and seed one after the other.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
