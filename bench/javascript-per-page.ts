// JavaScript each page makes a shopper download (brotli, as Chromium receives it), signed in as the demo shopper,
// beside the figures recorded in bench/javascript-baseline.json before a change, and the same page in Hindi (/hi/…).
import { chromium, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { startShop, stopShop } from './serve';
import { markdownTable, ratio } from './stats';

const PORT = Number(process.env.BENCH_JS_PORT) || 3905;
const BASELINE_FILE = path.resolve('bench/javascript-baseline.json');
const PAGES: Record<string, string> = {
  home: '/',
  listing: '/products-section2/101',
  search: '/Product-Serach/shirt',
  product: '/product/holi-t-shirt',
  cart: '/addcart',
  wishlist: '/wishlist',
  checkout: '/checkout2',
  'my orders': '/your-orders',
  addresses: '/your-address',
  login: '/login',
};

/** Encoded bytes of every script the page loads, until the network is quiet. */
async function scriptBytes(page: Page, url: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(
        response
          .request()
          .sizes()
          .then((s) => s.responseBodySize + s.responseHeadersSize),
      );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

export async function javascriptPerPageBench(): Promise<string> {
  const shop = await startShop(PORT, path.resolve('.data/bench-javascript'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const origin = `http://localhost:${PORT}`;
    const signedIn = await browser.newContext({ baseURL: origin });
    const signIn = await signedIn.request.post('/store/session', { data: { username: 'priya@example.com', password: 'Priya@2024' } });
    if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()} ${await signIn.text()}`);
    const storageState = await signedIn.storageState();
    await signedIn.close();
    const measured: Record<string, number> = {};
    const hindi: Record<string, number> = {};
    const visits = Object.entries(PAGES).flatMap(([name, route]) => [
      { name, route, into: measured },
      { name, route: route === '/' ? '/hi' : `/hi${route}`, into: hindi },
    ]);
    for (const { name, route, into } of visits) {
      // A new context for each visit: an empty browser cache, so every script is counted as a first visit pays it.
      const visit = async () => {
        const context = await browser.newContext({ storageState, viewport: { width: 390, height: 844 } });
        const bytes = await scriptBytes(await context.newPage(), origin + route);
        await context.close();
        return bytes;
      };
      await visit(); // renders and caches the page on the server first
      into[name] = await visit();
    }
    if (process.env.BENCH_JS_WRITE_BASELINE) fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(measured, null, 2)}\n`);
    const baseline: Record<string, number> = fs.existsSync(BASELINE_FILE) ? JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) : {};
    const kib = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
    const rows = Object.entries(measured).map(([name, bytes]) => [
      name,
      kib(baseline[name]),
      kib(bytes),
      baseline[name] ? ratio(bytes / baseline[name]) : '–',
      kib(hindi[name]),
      hindi[name] ? ratio(hindi[name] / bytes) : '–',
    ]);
    const columns = ['page', 'baseline', 'now', 'now / baseline', 'in Hindi (/hi/…)', 'Hindi / English'];
    return `JavaScript transferred per page (brotli, 390 px, signed in as the demo shopper, empty browser cache)\n\n${markdownTable(columns, rows)}`;
  } finally {
    await browser.close();
    await stopShop(shop);
  }
}
