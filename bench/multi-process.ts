// Several storefront processes on one PostgreSQL database (the machine's; TEST_DATABASE_URL), with and without the
// Redis-shared Next.js cache (TEST_REDIS_URL): catalogue page throughput with 1 and 2 processes beside the static
// file, and the stale window: how long after a price change made through one process the other shows it
// (p50/p99 over 50 changes). Needs a build (`npm run build`).
import autocannon from 'autocannon';
import { freshPostgresSchema, REDIS_URL, startStorefront, type RunningProcess } from '../e2e/runtime/storefront-processes';
import { BENCH_PAGES } from './page-throughput';
import { markdownTable, ms, percentile, ratio } from './stats';

const DURATION = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = 20;
const CHANGES = 50;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const PRODUCT = 'holi-t-shirt';
const DEMO = { SEED_DEMO: 'true', DEMO_PRODUCTS: '400' };

interface Setup {
  name: string;
  processes: number;
  env: Record<string, string>;
}

const SETUPS: Setup[] = [
  { name: '1 process, PostgreSQL', processes: 1, env: {} },
  { name: '2 processes, PostgreSQL', processes: 2, env: {} },
  { name: '2 processes, PostgreSQL + REDIS_URL', processes: 2, env: { REDIS_URL } },
];

/** Loads every process at once, the connections split between them; answers the summed rate and the worst latencies. */
async function load(shops: RunningProcess[], page: string) {
  const results = await Promise.all(
    shops.map((shop) =>
      autocannon({
        url: `${shop.url}${page}`,
        connections: CONNECTIONS / shops.length,
        duration: DURATION,
        headers: { host: 'localhost', ...BROWSER_HEADERS },
      }),
    ),
  );
  return {
    rate: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

/** Changes the price through the first process and times until the second process's page shows it. */
async function staleWindows(shops: RunningProcess[]): Promise<number[]> {
  const [writer, reader] = [shops[0]!, shops[shops.length - 1]!];
  const windows: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    // Prices no other product shows, each different from the last.
    const rupees = 2001 + i;
    const page = () => fetch(`${reader.url}/product/${PRODUCT}`, { headers: { host: 'localhost' } }).then((r) => r.text());
    await page(); // cached before the change
    const changed = await fetch(`${writer.url}/api/admin/product`, {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json', 'x-admin-key': 'e2e-admin-key' },
      body: JSON.stringify({ ASIN: PRODUCT, discountPrice: rupees, originalPrice: 2999 }),
    });
    if (!changed.ok) throw new Error(`price change refused: ${await changed.text()}`);
    const started = performance.now();
    const shown = `₹${rupees.toLocaleString('en-IN')}`;
    while (!(await page()).includes(shown) && performance.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 5));
    windows.push(performance.now() - started);
  }
  return windows;
}

export async function multiProcessBench(): Promise<string> {
  const throughput: string[][] = [];
  const stale: string[][] = [];
  for (const setup of SETUPS) {
    const schema = await freshPostgresSchema('bench');
    const shops: RunningProcess[] = [];
    try {
      for (let i = 0; i < setup.processes; i++) shops.push(await startStorefront(3950 + i, { ...schema.env, ...DEMO, ...setup.env }));
      let ceiling = 0;
      for (const [name, page] of Object.entries(BENCH_PAGES)) {
        for (const shop of shops)
          for (let i = 0; i < 10; i++)
            await fetch(`${shop.url}${page}`, { headers: { host: 'localhost', ...BROWSER_HEADERS } }).then((r) => r.arrayBuffer());
        const result = await load(shops, page);
        if (name === 'static file') ceiling = result.rate;
        throughput.push([
          setup.name,
          name,
          Math.round(result.rate).toLocaleString('en-IN'),
          ms(result.p50),
          ms(result.p99),
          String(result.errors),
          ratio(result.rate / ceiling),
        ]);
      }
      if (setup.processes > 1) {
        const windows = await staleWindows(shops);
        stale.push([setup.name, String(windows.length), ms(percentile(windows, 50)), ms(percentile(windows, 99)), ms(Math.max(...windows))]);
      }
    } finally {
      for (const shop of shops) await shop.stop();
      await schema.drop();
    }
  }
  return [
    `Catalogue pages on several storefront processes (each embedding the platform) on one PostgreSQL database, ${CONNECTIONS} connections split between the processes × ${DURATION} s (autocannon, gzip/br as browsers ask)`,
    '',
    markdownTable(['setup', 'page', 'requests/s', 'p50', 'p99', 'errors', 'vs static file'], throughput),
    '',
    `Stale window: a price change made through the first process, until the second process's product page shows it (${CHANGES} changes)`,
    '',
    markdownTable(['setup', 'changes', 'p50', 'p99', 'max'], stale),
  ].join('\n');
}
