import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Real extra processes for the journeys that need more than the Playwright web server: storefronts and standalone
 * platforms on the machine's PostgreSQL (and Redis), started from the build the web server made.
 */

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** The build the Playwright web server made (playwright.config.ts). */
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

export interface RunningProcess {
  url: string;
  port: number;
  /** The process's id (its /proc entry, for watching what it does). */
  pid: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends the signal (SIGTERM by default) and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A schema of its own on the machine's PostgreSQL, dropped by `drop()`. */
export interface PostgresSchema {
  env: { DATABASE_URL: string; DATABASE_SCHEMA: string };
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function freshPostgresSchema(prefix = 'e2e'): Promise<PostgresSchema> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 2, options: `-c search_path=${schema},public` });
  await pool.query(`create schema ${schema}`);
  return {
    env: { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema },
    query: async <T>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[],
    drop: async () => {
      await pool.query(`drop schema if exists ${schema} cascade`).catch(() => {});
      await pool.end();
    },
  };
}

/** Outside demo mode the platform needs an admin key of 32 characters or more (platform/shared/config.ts). */
export const E2E_PROCESS_ADMIN_KEY = 'e2e-admin-key-0123456789abcdef0123456789';
const BASE_ENV = { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: DIST_DIR, PLATFORM_ADMIN_KEY: E2E_PROCESS_ADMIN_KEY, ACCESS_LOG: '0' };

/** `node server/serve.mjs` on `port`: the built storefront behind its micro-cache, ready when it answers. */
export function startStorefront(port: number, env: Record<string, string> = {}): Promise<RunningProcess> {
  return startProcess(['server/serve.mjs'], port, { PORT: String(port), ...env });
}

/** The standalone platform (`npm run platform`) on `port`. */
export function startPlatform(port: number, env: Record<string, string> = {}): Promise<RunningProcess> {
  return startProcess(['--import', 'tsx', 'platform/runtime/server.ts'], port, { PLATFORM_PORT: String(port), ...env });
}

/** Runs a command of the project (`node --import tsx scripts/shop.ts add …`) to its end. */
export function runCommand(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...BASE_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Ready once /readyz answers 200: the platform is open (migrated, and seeded in demo mode). */
async function startProcess(args: string[], port: number, env: Record<string, string>): Promise<RunningProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...BASE_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const running: RunningProcess = {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    stop: (signal = 'SIGTERM') => stopProcess(child, exited, signal),
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Process exited with ${child.exitCode} before it was ready:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return running;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await running.stop('SIGKILL');
  throw new Error(`Process on port ${port} was not ready within 120 s:\n${output}`);
}

async function stopProcess(child: ChildProcess, exited: Promise<number | null>, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  child.kill(signal);
  const timeout = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await exited;
  clearTimeout(timeout);
  return code;
}
