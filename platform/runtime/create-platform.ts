import type { Hono } from 'hono';
import type { PlatformConfig } from '../shared/config';
import type { Database } from '../shared/db/database';
import { openDatabase } from '../shared/db/open-database';
import { createReadinessCheck, type Readiness } from '../shared/db/readiness';
import { seedDemo } from '../demo/seed-demo';
import { touchesShops } from '../shared/contract/cache-tags';
import { openPostgresChangeChannel } from '../shared/db/postgres-change-channel';
import { createChangeFeed, type ChangeFeed } from '../shared/events';
import { createHttpApp } from './app';
import type { AppEnv } from '../shared/http/context';
import { createMailer } from '../shared/mail/create-mailer';
import { createPaymentGateway } from '../shared/payments/create-gateway';
import { createSmsSender } from '../shared/sms/create-sms-sender';
import type { PlatformContext } from '../shared/platform-context';
import { watchBannerDays } from '../shops';
import { watchUnconfirmedOrders } from '../orders';
import { createShopDirectory } from '../shared/tenancy/shop-directory';

export interface Platform {
  /** The HTTP API; `app.fetch(request)` answers a call without a network hop. */
  app: Hono<AppEnv>;
  context: PlatformContext;
  database: Database;
  /** Whether the database answers and is migrated (GET /readyz). */
  readiness(): Promise<Readiness>;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds the demo data on first start in demo mode, and assembles the API. */
export async function createPlatform(config: PlatformConfig, log: (line: string) => void = console.log): Promise<Platform> {
  const database = await openDatabase(config);
  log(modeLine(config));
  // Processes starting together on one database take turns: the first migrates and seeds, the others find it done.
  await database.exclusively(async () => {
    await database.migrate(config.migrationsDir);
    if (config.demoMode) await seedDemo(database.db, { products: config.demoProducts, log });
  });
  const context: PlatformContext = {
    db: database.db,
    config,
    resellers: createShopDirectory(database.db),
    changes: await openChangeFeed(database, config),
    mailer: createMailer(database.db, config),
    gateway: createPaymentGateway(database.db, config),
    sms: createSmsSender(database.db, config),
  };
  for (const line of capabilityLines(context)) log(line);
  // Another process may change a shop's branding or markup: its hosts are looked up afresh.
  context.changes.subscribe((change) => {
    if (touchesShops(change.tags)) context.resellers.forget();
  });
  const stopWatchingBannerDays = watchBannerDays(context);
  const stopWatchingUnconfirmedOrders = watchUnconfirmedOrders(context);
  async function close() {
    stopWatchingBannerDays();
    stopWatchingUnconfirmedOrders();
    await context.changes.close();
    await database.close();
  }
  const readiness = createReadinessCheck(database, config.migrationsDir);
  return { app: createHttpApp(context, readiness), context, database, readiness, close };
}

function modeLine(config: PlatformConfig): string {
  if (config.demoMode) {
    const why = config.databaseUrl ? 'SEED_DEMO=true' : 'embedded database; SEED_DEMO=false turns it off';
    return `Demo mode (${why}): demo shops and shoppers with known passwords, the development mailbox and the offline test gateway are on. Not for a real shop.`;
  }
  const why = config.databaseUrl ? 'DATABASE_URL is set; SEED_DEMO=true would turn demo mode on' : 'SEED_DEMO=false';
  return `Production mode (${why}): no demo data, no development mailbox, no test gateway.`;
}

/** Why password reset or online payment is off, or runs on a stand-in that is not fit for a real shop. */
function capabilityLines({ mailer, gateway, sms }: PlatformContext): string[] {
  const lines: string[] = [];
  if (!mailer) {
    lines.push('No SMTP_URL: password reset by email is unavailable (the shop says so and sends no mail). Set SMTP_URL to turn it on.');
  } else if (mailer.kind === 'dev-mailbox') {
    lines.push(
      'No SMTP_URL: password-reset mails go to the development mailbox (GET /api/Dev_Mailbox), readable by anyone who can reach the shop. Set SMTP_URL before going live.',
    );
  }
  if (!sms) {
    lines.push(
      'No SMS_AUTH_KEY: cash-on-delivery codes cannot be texted, so shops confirm COD orders by a call. Set SMS_AUTH_KEY and SMS_OTP_TEMPLATE_ID (MSG91) to send them.',
    );
  } else if (sms.kind === 'dev-outbox') {
    lines.push(
      'No SMS_AUTH_KEY: cash-on-delivery codes go to the development outbox (GET /api/Dev_Outbox), readable by anyone who can reach the shop. Set SMS_AUTH_KEY and SMS_OTP_TEMPLATE_ID before going live.',
    );
  }
  if (!gateway) {
    lines.push('No Razorpay keys: the checkout offers cash on delivery only. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take online payments.');
  } else if (gateway.kind === 'test') {
    lines.push(
      'No Razorpay keys: online payments use the offline test gateway, which moves no money. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET before going live.',
    );
  }
  return lines;
}

/** On PostgreSQL every process of the platform hears the others' changes; PGlite has one process only. */
async function openChangeFeed(database: Database, config: PlatformConfig): Promise<ChangeFeed> {
  const feed = createChangeFeed();
  if (database.kind === 'postgres' && config.databaseUrl) {
    feed.attach(await openPostgresChangeChannel({ url: config.databaseUrl, schema: config.databaseSchema, db: database.db, feed }));
  }
  return feed;
}
