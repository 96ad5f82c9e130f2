import path from 'node:path';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface PlatformConfig {
  /** PostgreSQL connection string; when absent the platform stores its data in PGlite under dataDir. */
  databaseUrl?: string;
  /** Schema to use on PostgreSQL (tests use a fresh one per run); default public. */
  databaseSchema?: string;
  /** Where PGlite and cached images live; undefined with no databaseUrl means an in-memory database. */
  dataDir?: string;
  /** Real Razorpay keys; without them online payment is off (in demo mode the offline test gateway plays Razorpay's part). */
  razorpay?: RazorpayKeys;
  /** smtp://user:pass@host:port; without it no mail is sent (in demo mode it goes to the development mailbox). */
  smtpUrl?: string;
  mailFrom: string;
  /** Key for the back-office extension calls; without it they are refused. */
  adminKey?: string;
  /**
   * Demo mode: the demo shops, shoppers and catalogue are seeded, mail without SMTP goes to the development mailbox
   * and online payment without Razorpay keys goes to the offline test gateway. On for the embedded database, off
   * with DATABASE_URL; SEED_DEMO=true or SEED_DEMO=false decides either way.
   */
  demoMode: boolean;
  /** How many demo products a fresh database gets. */
  demoProducts: number;
  /** Tokens' lifetime in seconds. */
  tokenTtlSeconds: number;
  migrationsDir: string;
}

/** Reads the platform's settings from the environment (see README). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const razorpay =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
      ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '' }
      : undefined;
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: path.resolve(/* turbopackIgnore: true */ env.DATA_DIR || '.data'),
    razorpay,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Shop <no-reply@localhost>',
    adminKey: env.PLATFORM_ADMIN_KEY || undefined,
    demoMode: env.SEED_DEMO === 'true' || (!databaseUrl && env.SEED_DEMO !== 'false'),
    demoProducts: Number(env.DEMO_PRODUCTS) || 400,
    tokenTtlSeconds: 7 * 24 * 60 * 60,
    migrationsDir: path.resolve(/* turbopackIgnore: true */ env.MIGRATIONS_DIR || 'platform/db/migrations'),
  };
}
