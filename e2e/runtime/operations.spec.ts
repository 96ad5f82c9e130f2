import fs from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { freshPostgresSchema, POSTGRES_URL, startPlatform, startStorefront, type PostgresSchema, type RunningProcess } from './storefront-processes';
import { tcpProxy } from './tcp-proxy';

/**
 * Operations on real processes: the health probes, the access log, and a graceful SIGTERM, on a storefront with the
 * embedded database and on a storefront following a standalone platform on PostgreSQL.
 */

test.describe.configure({ mode: 'serial' });
// Server processes, not screens: one browser project is enough.
test.setTimeout(240_000);
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'process journeys run once'));

const running: RunningProcess[] = [];
let schema: PostgresSchema | undefined;
test.afterEach(async () => {
  for (const process of running.splice(0)) await process.stop('SIGKILL');
  await schema?.drop();
  schema = undefined;
});

async function start(kind: 'storefront' | 'platform', port: number, env: Record<string, string>): Promise<RunningProcess> {
  const process = kind === 'storefront' ? await startStorefront(port, env) : await startPlatform(port, env);
  running.push(process);
  return process;
}

/** Both probes answer 200 twice in a row, uncached by anyone (no-store) and never from the micro-cache. The Host is
 * a load balancer's, which no shop has: probes answer whatever the host. */
const PROBE_HOST = 'lb-probe';

/** /readyz says 503 while the platform opens (migrations, first-start seed); a load balancer waits for it. */
async function waitUntilReady(request: APIRequestContext, server: RunningProcess) {
  await expect
    .poll(
      () =>
        request.get(`${server.url}/readyz`, { headers: { host: PROBE_HOST } }).then(
          (response) => response.status(),
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
}

async function expectProbesUp(request: APIRequestContext, server: RunningProcess) {
  for (let call = 0; call < 2; call++) {
    for (const [path, body] of [
      ['/healthz', { status: 'ok' }],
      ['/readyz', { status: 'ready' }],
    ] as const) {
      const response = await request.get(`${server.url}${path}`, { headers: { host: PROBE_HOST } });
      expect(response.status(), await response.text()).toBe(200);
      expect(await response.json()).toEqual(body);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(response.headers()['x-micro-cache']).toBeUndefined();
    }
  }
}

async function expectNotReady(request: APIRequestContext, server: RunningProcess, reason: RegExp) {
  const response = await request.get(`${server.url}/readyz`, { headers: { host: PROBE_HOST } });
  expect(response.status()).toBe(503);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as { status: string; reason: string };
  expect(body.status).toBe('not ready');
  expect(body.reason).toMatch(reason);
}

const QUERIES = [
  'shirt',
  'kurta',
  'saree',
  'jeans',
  'dress',
  'cotton',
  'silk',
  'blue',
  'red',
  'green',
  'black',
  'white',
  'printed',
  'holi',
  'linen',
  'top',
  'tee',
  'women',
  'men',
  'kids',
];

test('embedded database: probes answer uncached, one access-log line per request, and SIGTERM answers all 20 requests in flight then exits 0', async ({
  request,
}) => {
  const port = 3601;
  const dataDir = `.data/e2e-ops-${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const shop = await start('storefront', port, { DATA_DIR: dataDir, ACCESS_LOG: '1', DEMO_PRODUCTS: '200' });
  const host = { host: `localhost:${port}` };
  await waitUntilReady(request, shop);
  // The log is read from here on: the lines of the wait above have arrived first.
  // (the wait's own probe line, not the start-up check's, which carries the storefront's host)
  await expect.poll(() => /^GET \/readyz 200 \d+ms host=lb-probe$/m.test(shop.output())).toBe(true);
  const logStart = shop.output().length;
  const log = () => shop.output().slice(logStart).split('\n');
  const lines = (pattern: RegExp) => log().filter((line) => pattern.test(line)).length;

  await expectProbesUp(request, shop);
  // The micro-cache is on: a catalogue page asked twice comes from it the second time.
  expect((await request.get(`${shop.url}/`, { headers: host })).status()).toBe(200);
  const again = await request.get(`${shop.url}/`, { headers: host });
  expect(again.headers()['x-micro-cache']).toMatch(/HIT/i);

  await expect.poll(() => lines(/^GET \/healthz 200 \d+ms host=lb-probe$/)).toBe(2);
  expect(lines(/^GET \/readyz 200 \d+ms host=lb-probe$/)).toBe(2);
  // The cached hit is logged too.
  expect(lines(/^GET \/ 200 \d+ms host=localhost:3601$/)).toBe(2);

  // 20 search pages nobody asked for yet: each is a render on the platform's database.
  let answered = 0;
  const inFlight = QUERIES.map((query) =>
    request.get(`${shop.url}/Product-Serach/${query}`, { headers: host, timeout: 30_000 }).then((response: APIResponse) => {
      answered++;
      return response;
    }),
  );
  await Promise.race(inFlight);
  const answeredAtSignal = answered;
  const stopping = shop.stop('SIGTERM');
  const responses = await Promise.all(inFlight);
  const lastAnswer = Date.now();
  expect(responses.map((response) => response.status())).toEqual(QUERIES.map(() => 200));
  for (const [index, response] of responses.entries()) expect(await response.text()).toContain(QUERIES[index]);
  expect(await stopping).toBe(0);
  // Idle keep-alive connections did not hold the exit.
  expect(Date.now() - lastAnswer).toBeLessThan(5_000);
  running.splice(running.indexOf(shop), 1);

  expect(answeredAtSignal, 'most requests were still in flight when the signal came').toBeLessThan(15);
  // Most were answered after the server heard the signal: their access-log lines follow its announcement.
  const afterSignal = shop.output().split(/SIGTERM: no longer accepting connections/)[1] ?? '';
  const answeredAfterSignal = afterSignal.split('\n').filter((line) => /^GET \/Product-Serach\/\w+ 200 /.test(line)).length;
  console.log(`answered before the signal: ${answeredAtSignal}; answered by the server after it: ${answeredAfterSignal}`);
  expect(answeredAfterSignal, 'the requests were answered after the signal').toBeGreaterThanOrEqual(10);
  expect(shop.output()).toContain('Stopped');
  expect(lines(/^GET \/Product-Serach\/\w+ 200 \d+ms host=localhost:3601$/)).toBe(20);
});

test('standalone platform on PostgreSQL: /readyz answers 503 while its database is cut off, on the platform and on a storefront following it; ACCESS_LOG=0 logs nothing', async ({
  request,
}) => {
  schema = await freshPostgresSchema('ops');
  const database = new URL(POSTGRES_URL);
  const proxy = tcpProxy(3613, { host: database.hostname, port: Number(database.port) || 5432 });
  await proxy.open();
  try {
    const throughProxy = new URL(POSTGRES_URL);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = '3613';
    const platform = await start('platform', 3611, {
      DATABASE_URL: throughProxy.toString(),
      DATABASE_SCHEMA: schema.env.DATABASE_SCHEMA,
      SEED_DEMO: 'false',
      ACCESS_LOG: '0',
    });
    const shop = await start('storefront', 3612, { PLATFORM_API_URL: platform.url, ACCESS_LOG: '1' });
    await waitUntilReady(request, platform);
    await waitUntilReady(request, shop);
    await expectProbesUp(request, platform);
    await expectProbesUp(request, shop);

    await proxy.cut();
    await expectNotReady(request, platform, /^The database is unreachable: /);
    await expectNotReady(request, shop, /^The platform at http:\/\/127\.0\.0\.1:3611 is not ready \(503\): The database is unreachable: /);
    // Still up: a restart would not help.
    expect((await request.get(`${platform.url}/healthz`)).status()).toBe(200);
    expect((await request.get(`${shop.url}/healthz`)).status()).toBe(200);

    await proxy.open();
    await expectProbesUp(request, platform);
    await expectProbesUp(request, shop);

    await expect.poll(() => shop.output()).toMatch(/^GET \/readyz 503 \d+ms host=lb-probe$/m);
    expect(platform.output()).not.toMatch(/^GET \//m);

    for (const process of running.splice(0)) expect(await process.stop('SIGTERM'), process.output()).toBe(0);
    expect(platform.output()).toContain('Stopped');
  } finally {
    await proxy.cut();
  }
});
