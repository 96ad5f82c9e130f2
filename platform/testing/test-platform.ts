import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { configFromEnv, type PlatformConfig } from '../shared/config';
import { createPlatform, type Platform } from '../runtime/create-platform';

/** Which database the platform tests run on: set per Vitest project (see vitest.config.ts). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.PLATFORM_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface CallOptions {
  host?: string;
  json?: unknown;
  /** A raw body sent as is (for malformed-JSON tests). */
  body?: string;
  form?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface TestPlatform extends Platform {
  call(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<CallResult>;
  /** Signs in through /token and answers the access token. */
  signIn(username: string, password: string, host?: string): Promise<string>;
  /** Signs in to the console (/api/console/sign_in) and answers the console session token. */
  consoleSignIn(email: string, password: string, host?: string): Promise<string>;
}

export const SHOP1 = 'localhost';
export const SHOP2 = 'shop2.localhost';
export const SHOPPER1 = { email: 'priya@example.com', password: 'Priya@2024' };
export const SHOPPER2 = { email: 'arjun@example.com', password: 'Arjun@2024' };
export const OWNER1 = { email: 'owner@example.com', password: 'Owner@2024' };
export const OWNER2 = { email: 'owner2@example.com', password: 'Owner@2024' };
export const OPERATOR = { email: 'operator@example.com', password: 'Operator@2024' };

/**
 * A fresh platform in demo mode with the demo data (a small catalogue by default) on PGlite in memory, or on the
 * PostgreSQL of TEST_DATABASE_URL in a schema of its own that is dropped on close.
 */
export async function createTestPlatform(overrides: Partial<PlatformConfig> = {}): Promise<TestPlatform> {
  const postgres = testDatabaseKind() === 'postgres';
  const schema = postgres ? `t_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const config: PlatformConfig = {
    ...testPlatformConfig(),
    databaseUrl: postgres ? requiredTestUrl() : undefined,
    databaseSchema: schema,
    ...overrides,
  };
  // On PGlite a platform with the default demo data starts from the run's seeded copy (see pglite-template.ts).
  const template = !config.databaseUrl && !config.dataDir && sameSeed(config, testPlatformConfig()) ? inject('pgliteTemplate') : undefined;
  if (template) config.embeddedTemplate = template;
  const platform = await createPlatform(config, () => {});

  async function call(method: 'GET' | 'POST', url: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { host: options.host ?? SHOP1, ...options.headers };
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await platform.app.request(`http://${headers.host}${url}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (images, scripts): keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function signIn(username: string, password: string, host = SHOP1): Promise<string> {
    const result = await call('POST', '/token', { host, form: { username, password, grant_type: 'password' } });
    if (result.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(result.body)}`);
    return result.body.access_token as string;
  }

  async function consoleSignIn(email: string, password: string, host = SHOP1): Promise<string> {
    const result = await call('POST', '/api/console/sign_in', { host, json: { email, password } });
    if (result.status !== 200) throw new Error(`Console sign-in failed: ${JSON.stringify(result.body)}`);
    return result.body.token as string;
  }

  async function close() {
    if (schema) await platform.database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    await platform.close();
  }

  return { ...platform, call, signIn, consoleSignIn, close };
}

/** The tests' platform settings before a test's own: demo mode (on either database) with a small catalogue. */
export function testPlatformConfig(): PlatformConfig {
  const base = configFromEnv({
    ...process.env,
    DATABASE_URL: '',
    SEED_DEMO: '',
    RAZORPAY_KEY_ID: '',
    RAZORPAY_KEY_SECRET: '',
    SMTP_URL: '',
    PLATFORM_ADMIN_KEY: 'test-admin-key',
  });
  return {
    ...base,
    dataDir: undefined,
    demoProducts: 120,
    // Wrong passwords past the free ones wait this long at most (4 s on a real platform), so the tests stay fast.
    loginDelayMaxMs: 20,
    migrationsDir: path.resolve('platform/db/migrations'),
  };
}

/** Whether two settings seed the same demo data (the template holds one seed). */
function sameSeed(a: PlatformConfig, b: PlatformConfig): boolean {
  return a.demoMode === b.demoMode && a.demoProducts === b.demoProducts && a.migrationsDir === b.migrationsDir;
}

function requiredTestUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('PLATFORM_TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}
