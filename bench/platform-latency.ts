// Platform latency at two catalogue sizes, in-process through the Hono app on PGlite (the default deployment) or, with
// BENCH_DATABASE_URL, PostgreSQL: p50/p99 of search, search suggestions, category listing, single product, cart save and
// order placement, and how they grow. The seeded catalogues are kept (bench-database.ts) so later runs start at once.
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../platform/shared/config';
import { createPlatform, type Platform } from '../platform/runtime/create-platform';
import { queryRows } from '../platform/shared/db/database';
import { benchDatabases, type BenchDatabase } from './bench-database';
import { growthAcrossSizes, markdownTable, timeSequentialCalls } from './stats';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS) || 1000;
const HOST = 'localhost';
/** What shoppers have typed so far when the header asks for suggestions: beginnings, typos, synonyms. */
const TYPED = ['k', 'ku', 'kur', 'kurt', 'sar', 'sari', 'shrit', 'lehnga', 'tsh', 'leath', 'perfu', 'slipp', 'cotton ku', 'qwxz'];
const SEARCHES = ['shirt', 'kurta', 't-shrit', 'tshirt', 'sarees', 'leather wallet', 'copper bottle', 'perfum', 'jeans', 'bedsheet'];

type Operation = 'search' | 'suggestions' | 'category listing' | 'single product' | 'cart save' | 'order placement';

async function call(platform: Platform, method: string, url: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await platform.app.request(`http://${HOST}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(payload).slice(0, 200)}`);
  return payload;
}

async function measure(database: BenchDatabase, size: number): Promise<Record<Operation, number[]>> {
  const started = Date.now();
  const platform = await createPlatform(database.config(configFromEnv(), size), () => {});
  console.error(`${database.label}: ${size} products ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const db = platform.database.db;
  const categories = await queryRows<{ id: number }>(db, sql`select id from categories order by id`);
  const products = await queryRows<{ id: number; asin: string }>(
    db,
    sql`select p.id, p.asin from products p join product_sizes s on s.product_id = p.id and s.size_desc = '' and s.stock > 1000 order by p.id limit 400`,
  );
  if (products.length < 50) {
    await db.execute(sql`update product_sizes set stock = 100000 where size_desc = ''`);
    products.push(
      ...(await queryRows<{ id: number; asin: string }>(
        db,
        sql`select p.id, p.asin from products p join product_sizes s on s.product_id = p.id and s.size_desc = '' order by p.id limit 400`,
      )),
    );
  }
  const signIn = await platform.app.request(`http://${HOST}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=priya%40example.com&password=Priya%402024&grant_type=password',
  });
  const token = (await signIn.json()) as { access_token: string };
  const addresses = await call(platform, 'GET', '/api/Get_AllAddress', undefined, token.access_token);
  const addressId = addresses.data[0].id as number;

  const pick = <T>(items: T[], i: number) => items[i % items.length]!;
  // A cart holds at most 200 lines: the cart saves cycle through 100 products, emptied again at the end.
  const cartProducts = products.slice(0, 100);
  const operations: Record<Operation, (i: number) => Promise<unknown>> = {
    search: (i) => call(platform, 'POST', '/api/GetProductPage', { kind: 'search', search: pick(SEARCHES, i), page: 1, page_size: 24 }),
    suggestions: (i) => call(platform, 'GET', `/api/Search_Suggestions?q=${encodeURIComponent(pick(TYPED, i))}`),
    'category listing': (i) =>
      call(platform, 'POST', '/api/GetProductPage', {
        kind: 'cat',
        id: pick(categories, i).id,
        page: 1 + (i % 5),
        page_size: 24,
        sort: i % 2 ? 'priceLowToHigh' : 'featured',
      }),
    'single product': (i) => call(platform, 'POST', '/api/GetSingleProductFilters', { search: pick(products, i * 7).asin, subcat_id: 0, type: '' }),
    'cart save': (i) =>
      call(platform, 'POST', '/api/Add_to_cart1', [{ prod_id: pick(cartProducts, i).id, unit: 1 + (i % 3), cart_size: '' }], token.access_token),
    // Timed with the New_Captcha call a COD checkout makes before it.
    'order placement': async (i) => {
      const product = pick(products, i * 13);
      const captcha = (await call(platform, 'POST', '/api/New_Captcha', undefined, token.access_token)).data[0];
      return call(
        platform,
        'POST',
        '/api/insert_Customer_Order',
        {
          addressid: addressId,
          coupan_Code: '',
          paymentmode: 'COD',
          orders: [{ asinid: product.id, quantity: 1, productcode: product.asin }],
          captcha_id: captcha.captcha_id,
          captcha_code: captcha.code,
        },
        token.access_token,
        { 'Idempotency-Key': `bench-${size}-${Date.now()}-${i}` },
      );
    },
  };

  const results = await timeSequentialCalls(operations, { iterations: ITERATIONS, warmUps: 20, warmUpFrom: 10_000 });
  await call(
    platform,
    'POST',
    '/api/Add_to_cart1',
    cartProducts.map((p) => ({ prod_id: p.id, unit: 0, cart_size: '' })),
    token.access_token,
  );
  await platform.close();
  return results;
}

export async function platformLatencyBench(): Promise<string> {
  const tables: string[] = [];
  for (const database of benchDatabases()) {
    const { small, large, rows } = await growthAcrossSizes(SIZES, (size) => measure(database, size), [50, 99]);
    const title = `Platform latency, in-process on ${database.label}, ${ITERATIONS} sequential calls each (node ${process.version})`;
    const [a, b] = [small.toLocaleString('en-IN'), large.toLocaleString('en-IN')];
    tables.push(`${title}\n\n${markdownTable(['call', `p50 @ ${a}`, `p99 @ ${a}`, `p50 @ ${b}`, `p99 @ ${b}`, 'p50 growth', 'p99 growth'], rows)}`);
  }
  return tables.join('\n\n');
}
