// Coupons: pricing a 20-line cart (Price_Cart) and placing a 20-line order, without and with a coupon (p50/p99 and
// the coupon's cost as a ratio), then 50 shoppers placing an order with a 10-use coupon at once (how many got it, the
// wall time). In-process through the Hono app on PGlite; with BENCH_POSTGRES_URL also on that PostgreSQL, in a schema
// of its own that is dropped afterwards.
import path from 'node:path';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { configFromEnv, type PlatformConfig } from '../platform/shared/config';
import { createPlatform, type Platform } from '../platform/runtime/create-platform';
import { queryRows } from '../platform/shared/db/database';
import { markdownTable, ms, percentile, ratio } from './stats';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS) || 2000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS) || 300;
const HOST = 'localhost';

async function call(platform: Platform, method: string, url: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await platform.app.request(`http://${HOST}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { data: never } };
}

async function ok(platform: Platform, method: string, url: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const result = await call(platform, method, url, body, token, headers);
  if (result.status !== 200) throw new Error(`${url} answered ${result.status}: ${JSON.stringify(result.body).slice(0, 200)}`);
  return result.body;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function signIn(platform: Platform, email: string, password: string): Promise<string> {
  const response = await platform.app.request(`http://${HOST}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password, grant_type: 'password' }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function newShopper(platform: Platform, n: number): Promise<{ token: string; addressId: number }> {
  const email = `bench-${Date.now()}-${n}@example.com`;
  const mobileno = `9${String(100_000_000 + n * 7919 + (Date.now() % 1000)).slice(-9)}`;
  await ok(platform, 'POST', '/api/insert_customer', { firstname: 'Bench', lastname: 'Shopper', email, mobileno, password: 'Bench@2024' });
  const token = await signIn(platform, email, 'Bench@2024');
  const address = await ok(
    platform,
    'POST',
    '/api/insert_Customer_add',
    {
      name: 'Bench Shopper',
      email,
      mobile: mobileno,
      address1: '12 MG Road',
      address2: 'Near the clock tower',
      country: 'India',
      city: 'Jaipur',
      district: '',
      pincode: '302001',
      state: 'Rajasthan',
    },
    token,
  );
  return { token, addressId: (address.data as { id: number }).id };
}

interface Measured {
  label: string;
  times: Record<string, number[]>;
  race: { got: number; refused: number; wallMs: number };
}

async function measure(label: string, config: PlatformConfig): Promise<Measured> {
  const platform = await createPlatform(config, () => {});
  const db = platform.database.db;
  await db.execute(sql`update product_sizes set stock = 100000 where size_desc = ''`);
  const products = await queryRows<{ id: number; asin: string }>(
    db,
    sql`select p.id, p.asin from products p join product_sizes s on s.product_id = p.id and s.size_desc = '' where p.is_active order by p.id limit 20`,
  );
  const [shop] = await queryRows<{ id: number }>(db, sql`select reseller_id as id from reseller_hosts where host = ${HOST}`);
  await db.execute(
    sql`insert into coupons (reseller_id, code, kind, percent, cap_paise, uses_per_shopper) values (${shop!.id}, 'BENCH10', 'PERCENT', 10, 50000, 1000000)`,
  );
  await db.execute(
    sql`insert into coupons (reseller_id, code, kind, percent, total_uses, uses_per_shopper) values (${shop!.id}, 'RACE10', 'PERCENT', 10, 10, 1)`,
  );
  const token = await signIn(platform, 'priya@example.com', 'Priya@2024');
  const addresses = await ok(platform, 'GET', '/api/Get_AllAddress', undefined, token);
  const addressId = (addresses.data as { id: number }[])[0]!.id;
  const lines = products.map((p, i) => ({ prod_id: p.id, unit: 1 + (i % 3), cart_size: '' }));
  const orderLines = products.map((p, i) => ({ asinid: p.id, quantity: 1 + (i % 3), productcode: p.asin, size: '' }));
  const place = async (code: string, i: number) => {
    const captcha = ((await ok(platform, 'POST', '/api/New_Captcha', undefined, token)).data as { captcha_id: string; code: string }[])[0]!;
    return ok(
      platform,
      'POST',
      '/api/insert_Customer_Order',
      { addressid: addressId, coupan_Code: code, paymentmode: 'COD', orders: orderLines, captcha_id: captcha.captcha_id, captcha_code: captcha.code },
      token,
      { 'Idempotency-Key': `bench-coupons-${Date.now()}-${i}-${code}` },
    );
  };
  const operations: Record<string, (i: number) => Promise<unknown>> = {
    'price 20-line cart': () => ok(platform, 'POST', '/api/Price_Cart', { lines, coupon_code: '' }, token),
    'price 20-line cart + coupon': () => ok(platform, 'POST', '/api/Price_Cart', { lines, coupon_code: 'BENCH10' }, token),
    'place 20-line order': (i) => place('', i),
    'place 20-line order + coupon': (i) => place('BENCH10', i),
  };
  const times: Record<string, number[]> = {};
  for (const [name, run] of Object.entries(operations)) {
    for (let i = 0; i < 10; i++) await run(100_000 + i); // warm up
    const durations: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) durations.push(await time(() => run(i)));
    times[name] = durations;
  }

  const shoppers = [];
  for (let n = 0; n < 50; n++) shoppers.push(await newShopper(platform, n));
  const captchas = await Promise.all(
    shoppers.map(
      async (s) => ((await ok(platform, 'POST', '/api/New_Captcha', undefined, s.token)).data as { captcha_id: string; code: string }[])[0]!,
    ),
  );
  const started = performance.now();
  const results = await Promise.all(
    shoppers.map((s, i) =>
      call(
        platform,
        'POST',
        '/api/insert_Customer_Order',
        {
          addressid: s.addressId,
          coupan_Code: 'RACE10',
          paymentmode: 'COD',
          orders: [orderLines[0]],
          captcha_id: captchas[i]!.captcha_id,
          captcha_code: captchas[i]!.code,
        },
        s.token,
      ),
    ),
  );
  const wallMs = performance.now() - started;
  const got = results.filter((r) => r.status === 200).length;
  const refused = results.filter((r) => r.status !== 200 && r.body.message === 'This coupon has been used up.').length;
  if (config.databaseSchema) await db.execute(sql.raw(`drop schema if exists ${config.databaseSchema} cascade`));
  await platform.close();
  return { label, times, race: { got, refused, wallMs } };
}

export async function couponsBench(): Promise<string> {
  const base = { ...configFromEnv({ ...process.env, DATABASE_URL: '', SEED_DEMO: '' }), demoProducts: PRODUCTS };
  const dataDir = path.resolve('.data/bench-coupons');
  rmSync(dataDir, { recursive: true, force: true });
  const runs = [await measure('PGlite', { ...base, databaseUrl: undefined, dataDir })];
  rmSync(dataDir, { recursive: true, force: true });
  const postgres = process.env.BENCH_POSTGRES_URL;
  if (postgres)
    runs.push(await measure('PostgreSQL', { ...base, dataDir: undefined, databaseUrl: postgres, databaseSchema: `bench_coupons_${process.pid}` }));
  const sections = runs.map(({ label, times, race }) => {
    const row = (name: string, against?: string) => [
      name,
      ms(percentile(times[name]!, 50)),
      ms(percentile(times[name]!, 99)),
      against ? ratio(percentile(times[name]!, 50) / percentile(times[against]!, 50)) : '',
      against ? ratio(percentile(times[name]!, 99) / percentile(times[against]!, 99)) : '',
    ];
    const latency = markdownTable(
      ['call', 'p50', 'p99', 'p50 vs without', 'p99 vs without'],
      [
        row('price 20-line cart'),
        row('price 20-line cart + coupon', 'price 20-line cart'),
        row('place 20-line order'),
        row('place 20-line order + coupon', 'place 20-line order'),
      ],
    );
    const racing = markdownTable(
      ['shoppers', 'coupon uses', 'orders with it', 'told "used up"', 'wall time'],
      [[50, 10, race.got, race.refused, ms(race.wallMs)]],
    );
    return `${label}, ${PRODUCTS.toLocaleString('en-IN')} products, ${ITERATIONS} sequential calls each (node ${process.version})\n\n${latency}\n\n${racing}`;
  });
  return sections.join('\n\n');
}
