import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../shared/config';
import { createPlatform } from './create-platform';
import { queryRows } from '../shared/db/database';
import { testDatabaseKind } from '../testing/test-platform';

describe.skipIf(testDatabaseKind() !== 'postgres')('processes starting together on one fresh PostgreSQL schema', () => {
  it('take turns to migrate and seed: all of them open, and the demo shops exist once', async () => {
    const schema = `t_start_${randomBytes(4).toString('hex')}`;
    const config = {
      ...configFromEnv({ ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema, SEED_DEMO: 'true' }),
      demoProducts: 40,
      migrationsDir: path.resolve('platform/db/migrations'),
    };
    const started = await Promise.allSettled([1, 2, 3].map(() => createPlatform(config, () => {})));
    const platforms = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual(['opened', 'opened', 'opened']);
      const shops = await queryRows<{ code: string }>(platforms[0]!.database.db, sql`select code from resellers order by code`);
      expect(shops.map((shop) => shop.code)).toEqual(['apna-bazaar', 'kesari-mart']);
    } finally {
      await platforms[0]?.database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      for (const platform of platforms) await platform.close();
    }
  });

  it('on a new database, platforms of different schemas migrating at once all open (the extensions are the database’s)', async () => {
    const database = `t_fresh_${randomBytes(4).toString('hex')}`;
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    const fresh = new URL(admin);
    fresh.pathname = `/${database}`;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`create database ${database}`);
    const started = await Promise.allSettled(
      ['one', 'two', 'three'].map((schema) =>
        createPlatform(
          {
            ...configFromEnv({ ...process.env, DATABASE_URL: fresh.toString(), DATABASE_SCHEMA: schema, SEED_DEMO: '' }),
            migrationsDir: path.resolve('platform/db/migrations'),
          },
          () => {},
        ),
      ),
    );
    try {
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual(['opened', 'opened', 'opened']);
    } finally {
      for (const result of started) if (result.status === 'fulfilled') await result.value.close();
      await client.query(`drop database if exists ${database}`);
      await client.end();
    }
  });
});
