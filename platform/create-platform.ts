import type { Hono } from 'hono';
import type { PlatformConfig } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { createReadinessCheck, type Readiness } from './db/readiness';
import { seedDemo } from './db/seed/seed-demo';
import { ALL_TAG } from './contract/cache-tags';
import { openPostgresChangeChannel } from './db/postgres-change-channel';
import { createChangeFeed, type ChangeFeed } from './events';
import { createHttpApp } from './http/app';
import type { AppEnv } from './http/context';
import { createMailer } from './mail/create-mailer';
import { createPaymentGateway } from './payments/create-gateway';
import type { PlatformContext } from './platform-context';
import { createResellerDirectory } from './services/resellers';

export interface Platform {
  /** The HTTP API; `app.fetch(request)` answers a call without a network hop. */
  app: Hono<AppEnv>;
  context: PlatformContext;
  database: Database;
  /** Whether the database answers and is migrated (GET /readyz). */
  readiness(): Promise<Readiness>;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds the demo data on first start, and assembles the API. */
export async function createPlatform(config: PlatformConfig, log: (line: string) => void = console.log): Promise<Platform> {
  const database = await openDatabase(config);
  await database.migrate(config.migrationsDir);
  if (config.seedDemo) await seedDemo(database.db, { products: config.demoProducts, log });
  const context: PlatformContext = {
    db: database.db,
    config,
    resellers: createResellerDirectory(database.db),
    changes: await openChangeFeed(database, config),
    mailer: createMailer(database.db, config),
    gateway: createPaymentGateway(database.db, config),
  };
  if (context.mailer.kind === 'dev-mailbox') {
    log('No SMTP_URL: password-reset mails go to the development mailbox (GET /api/Dev_Mailbox), readable by anyone who can reach the shop. Set SMTP_URL before going live.');
  }
  if (context.gateway.kind === 'test') {
    log('No Razorpay keys: online payments use the offline test gateway, which moves no money. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET before going live.');
  }
  // Another process may change a shop's branding or markup: its hosts are looked up afresh.
  context.changes.subscribe((change) => {
    if (change.tags.some((tag) => tag === ALL_TAG || tag.startsWith('shop:'))) context.resellers.forget();
  });
  async function close() {
    await context.changes.close();
    await database.close();
  }
  const readiness = createReadinessCheck(database, config.migrationsDir);
  return { app: createHttpApp(context, readiness), context, database, readiness, close };
}

/** On PostgreSQL every process of the platform hears the others' changes; PGlite has one process only. */
async function openChangeFeed(database: Database, config: PlatformConfig): Promise<ChangeFeed> {
  const feed = createChangeFeed();
  if (database.kind === 'postgres' && config.databaseUrl) {
    feed.attach(await openPostgresChangeChannel({ url: config.databaseUrl, schema: config.databaseSchema, db: database.db, feed }));
  }
  return feed;
}
