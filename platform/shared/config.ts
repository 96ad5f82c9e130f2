import path from 'node:path';
import type { BlockList } from 'node:net';
import { z } from 'zod';
import { trustedProxiesFrom } from '../runtime/client-address.mjs';
import { choiceSetting, parseSettings, SettingsError, textSetting, urlSetting, wholeNumberSetting } from './contract/settings';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** An SMS provider (MSG91's Flow API) for cash-on-delivery confirmation codes. */
export interface SmsSettings {
  url: string;
  authKey: string;
  /** The DLT-approved template of the code message. */
  otpTemplateId: string;
  /** The DLT-approved Hindi template of the code message; '' when none, and Hindi shoppers get the English one. */
  otpTemplateIdHi: string;
  senderId: string;
}

export interface PlatformConfig {
  /** PostgreSQL connection string; when absent the platform stores its data in PGlite under dataDir. */
  databaseUrl?: string;
  /** Schema to use on PostgreSQL (tests use a fresh one per run); default public. */
  databaseSchema?: string;
  /** Where PGlite and cached images live; undefined with no databaseUrl means an in-memory database. */
  dataDir?: string;
  /**
   * A dump of a migrated and seeded embedded database (PGlite's `dumpDataDir`) that an in-memory one starts from:
   * the tests' shortcut past initdb, migrations and the seed (platform/testing/pglite-template.ts).
   */
  embeddedTemplate?: string;
  /** Real Razorpay keys; without them online payment is off (in demo mode the offline test gateway plays Razorpay's part). */
  razorpay?: RazorpayKeys;
  /** smtp://user:pass@host:port; without it no mail is sent (in demo mode it goes to the development mailbox). */
  smtpUrl?: string;
  mailFrom: string;
  /** SMS_AUTH_KEY and its template; without them no text message is sent (in demo mode it goes to the development outbox). */
  sms?: SmsSettings;
  /** Key for the back-office extension calls; without it they are refused. At least 32 characters outside demo mode. */
  adminKey?: string;
  /** TRUSTED_PROXIES: the proxies whose X-Forwarded-For the standalone platform believes (default loopback). */
  trustedProxies: BlockList;
  /** The longest wait added to a wrong password once a name has many failures (shared/auth/login-throttle.ts); tests shorten it. */
  loginDelayMaxMs: number;
  /**
   * Demo mode: the demo shops, shoppers and catalogue are seeded, mail without SMTP goes to the development mailbox
   * and online payment without Razorpay keys goes to the offline test gateway. On for the embedded database, off
   * with DATABASE_URL; SEED_DEMO=true or SEED_DEMO=false decides either way.
   */
  demoMode: boolean;
  /** How many demo products a fresh database gets. */
  demoProducts: number;
  /** Connections per process to PostgreSQL. */
  databasePoolSize: number;
  /** The port of `npm run platform`. */
  port: number;
  /** Tokens' lifetime in seconds. */
  tokenTtlSeconds: number;
  migrationsDir: string;
}

/** The platform's environment variables (see .env.example); each is checked at start-up. */
const platformEnv = z.object({
  DATABASE_URL: urlSetting(['postgres:', 'postgresql:', 'socket:']),
  DATABASE_SCHEMA: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'must be lower-case letters, digits and underscores, not starting with a digit')
      .optional(),
  ),
  DATABASE_POOL_SIZE: wholeNumberSetting(1, 1000),
  DATA_DIR: textSetting(),
  SEED_DEMO: choiceSetting(['true', 'false']),
  DEMO_PRODUCTS: wholeNumberSetting(1, 1_000_000),
  RAZORPAY_KEY_ID: textSetting(),
  RAZORPAY_KEY_SECRET: textSetting(),
  RAZORPAY_WEBHOOK_SECRET: textSetting(),
  SMTP_URL: urlSetting(['smtp:', 'smtps:']),
  MAIL_FROM: textSetting(),
  SMS_URL: urlSetting(['https:', 'http:']),
  SMS_AUTH_KEY: textSetting(),
  SMS_OTP_TEMPLATE_ID: textSetting(),
  SMS_OTP_TEMPLATE_ID_HI: textSetting(),
  SMS_SENDER_ID: textSetting(),
  PLATFORM_ADMIN_KEY: textSetting(),
  PLATFORM_PORT: wholeNumberSetting(1, 65535),
  MIGRATIONS_DIR: textSetting(),
  TRUSTED_PROXIES: textSetting(),
});

/** MSG91's Flow API, where codes are sent unless SMS_URL says otherwise. */
export const DEFAULT_SMS_URL = 'https://control.msg91.com/api/v5/flow';

/** Outside demo mode PLATFORM_ADMIN_KEY must be at least this long (a random key: `openssl rand -hex 24`). */
export const MIN_ADMIN_KEY_LENGTH = 32;

/**
 * Reads the platform's settings from the environment (see .env.example). A wrong value (DEMO_PRODUCTS=abc, a
 * DATABASE_URL that is not a PostgreSQL URL, one Razorpay key without the other) throws a SettingsError naming the
 * variable: the start stops rather than run on a default nobody chose.
 */
export function configFromEnv(raw: Record<string, string | undefined> = process.env): PlatformConfig {
  const env = parseSettings(
    platformEnv.superRefine((env, ctx) => {
      if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
        const missing = env.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
        ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set too: Razorpay needs both the key id and the key secret' });
      }
      if (env.SMS_AUTH_KEY && !env.SMS_OTP_TEMPLATE_ID) {
        ctx.addIssue({ code: 'custom', path: ['SMS_OTP_TEMPLATE_ID'], message: 'must be set too: MSG91 sends a code only with its DLT template id' });
      }
      const demo = env.SEED_DEMO === 'true' || (!env.DATABASE_URL && env.SEED_DEMO !== 'false');
      if (!demo && env.PLATFORM_ADMIN_KEY && env.PLATFORM_ADMIN_KEY.length < MIN_ADMIN_KEY_LENGTH) {
        const message = `must be at least ${MIN_ADMIN_KEY_LENGTH} random characters outside demo mode (for example from \`openssl rand -hex 24\`)`;
        ctx.addIssue({ code: 'custom', path: ['PLATFORM_ADMIN_KEY'], message });
      }
      try {
        trustedProxiesFrom(env.TRUSTED_PROXIES);
      } catch (error) {
        ctx.addIssue({ code: 'custom', path: ['TRUSTED_PROXIES'], message: (error as Error).message });
      }
    }),
    raw,
  );
  const razorpay =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
      ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '' }
      : undefined;
  const databaseUrl = env.DATABASE_URL;
  return {
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA,
    dataDir: path.resolve(/* turbopackIgnore: true */ env.DATA_DIR ?? '.data'),
    razorpay,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Shop <no-reply@localhost>',
    sms:
      env.SMS_AUTH_KEY && env.SMS_OTP_TEMPLATE_ID
        ? {
            url: env.SMS_URL ?? DEFAULT_SMS_URL,
            authKey: env.SMS_AUTH_KEY,
            otpTemplateId: env.SMS_OTP_TEMPLATE_ID,
            otpTemplateIdHi: env.SMS_OTP_TEMPLATE_ID_HI ?? '',
            senderId: env.SMS_SENDER_ID ?? '',
          }
        : undefined,
    adminKey: env.PLATFORM_ADMIN_KEY,
    trustedProxies: trustedProxiesFrom(env.TRUSTED_PROXIES),
    loginDelayMaxMs: 4000,
    demoMode: env.SEED_DEMO === 'true' || (!databaseUrl && env.SEED_DEMO !== 'false'),
    demoProducts: env.DEMO_PRODUCTS ?? 400,
    databasePoolSize: env.DATABASE_POOL_SIZE ?? 10,
    port: env.PLATFORM_PORT ?? 4000,
    tokenTtlSeconds: 7 * 24 * 60 * 60,
    migrationsDir: path.resolve(/* turbopackIgnore: true */ env.MIGRATIONS_DIR ?? 'platform/db/migrations'),
  };
}

/** configFromEnv for a command's start (npm run platform, seed, shop): a wrong setting is printed alone and the process exits 1. */
export function configFromEnvOrExit(env: Record<string, string | undefined> = process.env): PlatformConfig {
  try {
    return configFromEnv(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
