import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

const journal = JSON.parse(fs.readFileSync('platform/db/migrations/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] };

describe('health probes', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({ demoMode: false });
  });
  afterAll(() => platform.close());

  /** Moves the newest applied migration's stamp back by `by` ms, so it no longer matches the journal (or again does). */
  async function shiftNewestMigration(by: number) {
    const table = sql`${sql.identifier(platform.database.migrationsSchema)}.__drizzle_migrations`;
    await platform.database.db.execute(
      sql`update ${table} set created_at = created_at + ${by} where created_at = (select max(created_at) from ${table})`,
    );
  }

  it('answers /readyz 503 naming the migration while the newest one is not applied, then 200 once it is', async () => {
    await shiftNewestMigration(-1);
    const pending = await platform.call('GET', '/readyz');
    expect(pending.status).toBe(503);
    expect(pending.body).toEqual({ status: 'not ready', reason: `Database migration ${journal.entries.at(-1)!.tag} is not applied yet.` });
    expect(pending.headers.get('cache-control')).toBe('no-store');

    await shiftNewestMigration(1);
    const ready = await platform.call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /healthz 200 for any host, without a shop', async () => {
    const result = await platform.call('GET', '/healthz', { host: 'lb.internal' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'ok' });
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /readyz 503 once the database is gone, while /healthz still answers', async () => {
    const closing = await createTestPlatform({ demoMode: false });
    expect((await closing.call('GET', '/readyz')).status).toBe(200);
    await closing.close();
    const gone = await closing.call('GET', '/readyz');
    expect(gone.status).toBe(503);
    expect(gone.body.reason).toMatch(/^The database is unreachable: /);
    expect((await closing.call('GET', '/healthz')).status).toBe(200);
  });
});
