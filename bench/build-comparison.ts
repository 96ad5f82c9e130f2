// Two builds of the storefront side by side (A/B), measured interleaved under the same load: throughput and p99 of the
// catalogue pages with the micro-cache off and on, and the stale window after a price change (how long until the
// product page shows it). For trying a caching change: build each variant into its own directory, then
//   BENCH_BUILDS=.next-base,.next-variant npm run bench -- builds
// Each round starts each build on the same database (PGlite, demo mode) in turn; medians over BENCH_ROUNDS rounds.
// The server reads next.config.mjs from this tree at start: when the variant changes it (cacheComponents), let it
// pick each build's settings by NEXT_DIST_DIR, or the other build is served with the wrong ones.
import autocannon from 'autocannon';
import path from 'node:path';
import { BENCH_PAGES } from './page-throughput';
import { startShop, stopShop } from './serve';
import { markdownTable, ms, percentile, ratio } from './stats';

const PORT = Number(process.env.BENCH_PORT) || 3900;
const DURATION = Number(process.env.BENCH_SECONDS) || 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const CHANGES = Number(process.env.BENCH_CHANGES) || 10;
const CONNECTIONS = 20;
const ADMIN_KEY = 'bench-admin-key';
const PRODUCT = 'holi-t-shirt';
const HEADERS = { host: `localhost:${PORT}`, 'accept-encoding': 'gzip, deflate, br' };
const PAGES = Object.entries(BENCH_PAGES).filter(([name]) => name !== 'search' && name !== 'static file');
const MODES: Record<string, Record<string, string>> = { 'micro-cache off': { MICRO_CACHE_MS: '0' }, 'micro-cache 5 s': {} };

interface Sample {
  rate: number;
  p99: number;
}

const get = (page: string) => fetch(`http://127.0.0.1:${PORT}${page}`, { headers: HEADERS }).then((r) => r.text());

async function throughput(page: string): Promise<Sample> {
  for (let i = 0; i < 20; i++) await get(page); // warm the caches
  const r = await autocannon({ url: `http://127.0.0.1:${PORT}${page}`, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
  if (r.non2xx || r.errors) console.error(`${page}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rate: r.requests.average, p99: r.latency.p99 };
}

/** Changes the product's price through the platform's admin API and polls its page until the new price shows. */
async function staleWindows(round: number): Promise<number[]> {
  const windows: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const rupees = 2001 + round * CHANGES + i; // a price no other product shows, different each time
    await get(`/product/${PRODUCT}`);
    const changed = await fetch(`http://127.0.0.1:${PORT}/api/admin/product`, {
      method: 'POST',
      headers: { host: HEADERS.host, 'content-type': 'application/json', 'x-admin-key': ADMIN_KEY },
      body: JSON.stringify({ ASIN: PRODUCT, discountPrice: rupees, originalPrice: 2999 }),
    });
    if (!changed.ok) throw new Error(`price change refused: ${await changed.text()}`);
    const started = performance.now();
    const shown = `₹${rupees.toLocaleString('en-IN')}`;
    while (!(await get(`/product/${PRODUCT}`)).includes(shown) && performance.now() - started < 30_000) await new Promise((r) => setTimeout(r, 5));
    windows.push(performance.now() - started);
  }
  return windows;
}

export async function buildComparisonBench(): Promise<string> {
  const builds = (process.env.BENCH_BUILDS || '').split(',').filter(Boolean);
  if (builds.length !== 2) throw new Error('Set BENCH_BUILDS to two build directories, e.g. BENCH_BUILDS=.next-base,.next-variant');
  const samples = new Map<string, Sample[]>(); // `${mode}|${page}|${build}`
  const windows = new Map<string, number[]>(builds.map((build) => [build, []]));
  const dataDir = path.resolve('.data/bench-builds');
  for (let round = 0; round < ROUNDS; round++) {
    for (const [mode, env] of Object.entries(MODES)) {
      // Alternate which build goes first, so neither always meets the warmer machine.
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        const shop = await startShop(PORT, dataDir, { ...env, NEXT_DIST_DIR: build, PLATFORM_ADMIN_KEY: ADMIN_KEY });
        try {
          for (const [name, page] of PAGES) {
            const key = `${mode}|${name}|${build}`;
            samples.set(key, [...(samples.get(key) ?? []), await throughput(page)]);
          }
          if (mode === 'micro-cache off') windows.get(build)!.push(...(await staleWindows(round * 2 + builds.indexOf(build))));
        } finally {
          await stopShop(shop);
        }
      }
    }
  }
  const median = (values: number[]) => percentile(values, 50);
  const rows = Object.keys(MODES).flatMap((mode) =>
    PAGES.map(([name]) => {
      const [a, b] = builds.map((build) => samples.get(`${mode}|${name}|${build}`) ?? []);
      const [rateA, rateB] = [median(a!.map((s) => s.rate)), median(b!.map((s) => s.rate))];
      const [p99A, p99B] = [median(a!.map((s) => s.p99)), median(b!.map((s) => s.p99))];
      return [
        mode,
        name,
        Math.round(rateA).toLocaleString('en-IN'),
        Math.round(rateB).toLocaleString('en-IN'),
        ratio(rateB / rateA),
        ms(p99A),
        ms(p99B),
      ];
    }),
  );
  const [nameA, nameB] = builds;
  return [
    `Catalogue pages, A = \`${nameA}\`, B = \`${nameB}\`: ${CONNECTIONS} connections × ${DURATION} s, medians of ${ROUNDS} interleaved rounds (autocannon, gzip/br)`,
    '',
    markdownTable(['server', 'page', 'A requests/s', 'B requests/s', 'B / A', 'A p99', 'B p99'], rows),
    '',
    `Stale window: a price change through the admin API until the product page shows it (micro-cache off, ${CHANGES} changes × ${ROUNDS} rounds)`,
    '',
    markdownTable(
      ['build', 'changes', 'p50', 'p99', 'max'],
      builds.map((build) => {
        const w = windows.get(build)!;
        return [build, String(w.length), ms(percentile(w, 50)), ms(percentile(w, 99)), ms(Math.max(...w))];
      }),
    ),
  ].join('\n');
}
