import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** A readiness probe that waits longer than this answers "not ready" rather than hanging the load balancer. */
const TIMEOUT_MS = 2_000;

/**
 * Whether the platform can serve: its database answers and every checked-in migration is applied. The migrations
 * table is compared with the journal until it matches once; after that each check is a `select 1`.
 */
export function createReadinessCheck(database: Database, migrationsDir: string): () => Promise<Readiness> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const latest = journal.entries.at(-1);
  let migrated = !latest;

  async function check(): Promise<Readiness> {
    if (migrated) {
      await database.db.execute(sql`select 1`);
      return { ready: true };
    }
    const table = sql`${sql.identifier(database.migrationsSchema)}.${sql.identifier('__drizzle_migrations')}`;
    const [row] = await queryRows<{ applied: string | number | null }>(database.db, sql`select max(created_at) as applied from ${table}`);
    if (Number(row?.applied ?? 0) < latest!.when) return { ready: false, reason: `Database migration ${latest!.tag} is not applied yet.` };
    migrated = true;
    return { ready: true };
  }

  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Readiness>((resolve) => {
      timer = setTimeout(() => resolve({ ready: false, reason: `The database did not answer within ${TIMEOUT_MS / 1000} s.` }), TIMEOUT_MS);
    });
    try {
      return await Promise.race([check().catch(unready), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function unready(error: unknown): Readiness {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  // 42P01: no migrations table, so none was ever applied.
  if (code === '42P01') return { ready: false, reason: 'Database migrations are not applied yet.' };
  return { ready: false, reason: `The database is unreachable: ${cause?.message ?? (error as Error).message}` };
}
