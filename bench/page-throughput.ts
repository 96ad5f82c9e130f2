// Throughput and latency of the catalogue pages under concurrent load on loopback (autocannon, 20 connections,
// 10 s each), beside a static file of the same server as the ceiling; each page's ratio to the static file.
import autocannon from 'autocannon';
import path from 'node:path';
import { startShop, stopShop } from './serve';
import { markdownTable, ms, ratio } from './stats';

const PORT = Number(process.env.BENCH_PORT) || 3900;
const DURATION = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = 20;

export const BENCH_PAGES: Record<string, string> = {
  'static file': '/static/placeholder.svg',
  home: '/',
  listing: '/products-section2/101',
  search: '/Product-Serach/kurta',
  product: '/product/holi-t-shirt',
};

async function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { host: `localhost:${PORT}` } });
}

export async function pageThroughputBench(): Promise<string> {
  const shop = await startShop(PORT, path.resolve('.data/bench-pages'));
  try {
    const results: [string, autocannon.Result][] = [];
    for (const [name, page] of Object.entries(BENCH_PAGES)) {
      const url = `http://127.0.0.1:${PORT}${page}`;
      for (let i = 0; i < 20; i++) await fetch(url, { headers: { host: `localhost:${PORT}` } }).then((r) => r.arrayBuffer()); // warm the caches
      await load(url).then((r) => results.push([name, r]), (error: unknown) => console.error(name, error));
    }
    const ceiling = results[0]![1].requests.average;
    const rows = results.map(([name, r]) => [
      name,
      BENCH_PAGES[name]!,
      Math.round(r.requests.average).toLocaleString('en-IN'),
      ms(r.latency.p50),
      ms(r.latency.p99),
      String(r.non2xx),
      ratio(r.requests.average / ceiling),
    ]);
    return `Catalogue pages, ${CONNECTIONS} connections × ${DURATION} s on loopback (autocannon)\n\n${markdownTable(
      ['page', 'path', 'requests/s', 'p50', 'p99', 'non-2xx', 'vs static file'],
      rows,
    )}`;
  } finally {
    await stopShop(shop);
  }
}
