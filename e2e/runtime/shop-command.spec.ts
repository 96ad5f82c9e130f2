import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { verifyPassword } from '../../platform/shared/auth/passwords';
import { keepScreenshot } from '../support/screenshots';
import { freshPostgresSchema, runCommand, startStorefront, type PostgresSchema, type RunningProcess } from './storefront-processes';

/**
 * `npm run shop`: a shop made by the command answers on its host with its name, on a storefront that was already
 * running on PostgreSQL (no restart), and on the embedded database once the storefront starts on it.
 */

// 60, not fewer: with 40 the demo seed finds no product for one of the demo home sections and fails to start.
const DEMO = { SEED_DEMO: 'true', DEMO_PRODUCTS: '60' };
const shop = (...args: string[]) => ['--import', 'tsx', 'scripts/shop.ts', ...args];
const ADD = ['add', '--host', 'myshop.localhost', '--host', 'www.myshop.localhost', '--name', 'Meri Dukaan', '--markup', '12'];
const BRANDING = [
  '--primary',
  '#1a7f5a',
  '--accent',
  '#f59e0b',
  '--email',
  'hello@meridukaan.in',
  '--mobile',
  '9876512345',
  '--address',
  'Shop 4, MG Road, Pune 411001',
];

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

let schema: PostgresSchema | undefined;
let dataDir: string | undefined;
const running: RunningProcess[] = [];

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'process journeys run once');
});

test.afterEach(async () => {
  for (const process of running.splice(0)) expect(await process.stop(), process.output()).toBe(0);
  await schema?.drop();
  schema = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function start(port: number, env: Record<string, string>): Promise<RunningProcess> {
  const process = await startStorefront(port, env);
  running.push(process);
  return process;
}

/** A page of `host` on the storefront, asked for as a browser on that host would (Host header with the port). */
async function pageOf(request: APIRequestContext, store: RunningProcess, host: string, pathname = '/') {
  const response = await request.get(`${store.url}${pathname}`, { headers: { host: `${host}:${store.port}` }, maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** Polls until the host's home page shows `text`; answers how long that took. */
async function shownWithin(request: APIRequestContext, store: RunningProcess, host: string, text: string, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const page = await pageOf(request, store, host);
    if (page.status === 200 && page.html.includes(text)) return Date.now() - started;
    expect(Date.now() - started, `${host} did not show ${text} in time (last answer ${page.status})`).toBeLessThan(limitMs);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a shop added on PostgreSQL answers on its host at once, a duplicate host is refused, the owner is stored hashed, passwords rotate', async ({
  request,
  browser,
}) => {
  schema = await freshPostgresSchema('shop');
  const store = await start(3680, { ...DEMO, ...schema.env });

  // The host is asked for before the shop exists, so every cache on the way has it as shop-less.
  expect((await pageOf(request, store, 'myshop.localhost')).status).toBe(404);

  const added = await runCommand(shop(...ADD, ...BRANDING, '--owner-email', 'Owner@MeriDukaan.in'), schema.env);
  expect(added.code, added.output).toBe(0);
  expect(added.output).toContain('Created the shop Meri Dukaan (code meri-dukaan, markup 12%), answering on myshop.localhost, www.myshop.localhost.');
  const password = /Owner password \(shown once, keep it safe\): (\S+)/.exec(added.output)?.[1];
  expect(password, added.output).toBeTruthy();

  // The running storefront shows it without a restart, on both hosts, with the shop's markup on prices.
  const waited = await shownWithin(request, store, 'myshop.localhost', 'Meri Dukaan', 3_000);
  console.log(`The new shop answered ${waited} ms after the command ended`);
  expect((await pageOf(request, store, 'www.myshop.localhost')).html).toContain('Meri Dukaan');
  expect((await pageOf(request, store, 'myshop.localhost', '/product/holi-t-shirt')).html).toContain('₹167');
  expect((await pageOf(request, store, 'localhost', '/product/holi-t-shirt')).html).toContain('₹149');

  // A shopper's browser on the shop's own host name (*.localhost is loopback in Chromium), at both widths.
  for (const [width, height, name] of [
    [1280, 800, 'home-1280'],
    [390, 844, 'home-390'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, isMobile: width < 500, hasTouch: width < 500 });
    const page = await context.newPage();
    await page.goto(`http://myshop.localhost:${store.port}/`);
    await expect(page.getByRole('link', { name: 'Meri Dukaan home' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Meri Dukaan' }).first()).toBeVisible();
    await expect(page).toHaveTitle(/myshop\.localhost/);
    await expect(page.locator('footer')).toContainText('hello@meridukaan.in');
    await page.waitForLoadState('networkidle');
    await keepScreenshot(page, test.info(), name);
    await context.close();
  }

  // The same host again: refused, naming the host and the shop that has it; nothing else is made.
  const again = await runCommand(shop(...ADD, '--owner-email', 'someone@else.in'), schema.env);
  expect(again.code, again.output).toBe(1);
  expect(again.output).toContain('The host myshop.localhost already belongs to the shop Meri Dukaan (meri-dukaan)');
  const shops = await schema.query<{ code: string }>('select code from resellers order by id');
  expect(shops.map((s) => s.code)).toEqual(['apna-bazaar', 'kesari-mart', 'meri-dukaan']);

  const accounts = await schema.query<{ role: string; email: string; password_hash: string; reseller: string }>(
    // The demo shops have their demo owners; the new shop has exactly the one the command made.
    "select a.role, a.email, a.password_hash, r.code as reseller from admin_accounts a join resellers r on r.id = a.reseller_id where r.code = 'meri-dukaan'",
  );
  expect(accounts.map(({ role, email, reseller }) => ({ role, email, reseller }))).toEqual([
    { role: 'owner', email: 'owner@meridukaan.in', reseller: 'meri-dukaan' },
  ]);
  expect(accounts[0]!.password_hash).toMatch(/^\$argon2id\$/);
  expect(accounts[0]!.password_hash).not.toContain(password!);
  expect(await verifyPassword(accounts[0]!.password_hash, password!)).toBe(true);

  // A rename reaches the running storefront the same way.
  const renamed = await runCommand(shop('set', '--shop', 'myshop.localhost', '--name', 'Meri Nayi Dukaan'), schema.env);
  expect(renamed.code, renamed.output).toBe(0);
  await shownWithin(request, store, 'myshop.localhost', 'Meri Nayi Dukaan', 3_000);

  const listed = await runCommand(shop('list'), schema.env);
  expect(listed.output).toContain('meri-dukaan  Meri Nayi Dukaan  markup 12%');
  expect(listed.output).toContain('hosts:    myshop.localhost, www.myshop.localhost');
  expect(listed.output).toContain('accounts: owner@meridukaan.in (owner)');

  // An operator made by the command signs in to the new shop's console and has the Catalogue; its owner has not.
  const operator = await runCommand(shop('operator', 'add', '--email', 'Ops@Platform.example.in', '--password', 'Operator@2031'), schema.env);
  expect(operator.code, operator.output).toBe(0);
  expect(operator.output).toContain('Added ops@platform.example.in as a platform operator.');
  for (const [email, secret, hasCatalogue] of [
    ['ops@platform.example.in', 'Operator@2031', true],
    ['owner@meridukaan.in', password!, false],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://myshop.localhost:${store.port}/admin/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(secret);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Catalogue' })).toHaveCount(hasCatalogue ? 1 : 0);
    await context.close();
  }

  // A leaked password rotated without mail: the owner's open console session ends, the new password signs in.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const signIn = async (email: string, secret: string) => {
    await ownerPage.goto(`http://myshop.localhost:${store.port}/admin/login`);
    await ownerPage.getByLabel('Email').fill(email);
    await ownerPage.getByLabel('Password', { exact: true }).fill(secret);
    await ownerPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  };
  await signIn('owner@meridukaan.in', password!);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  const rotated = await runCommand(shop('owner', 'password', '--shop', 'myshop.localhost', 'Owner@MeriDukaan.in'), schema.env);
  expect(rotated.code, rotated.output).toBe(0);
  expect(rotated.output).toContain('owner@meridukaan.in at Meri Nayi Dukaan has a new password; every console session of the account is signed out.');
  const newPassword = /Password \(shown once, keep it safe\): (\S+)/.exec(rotated.output)?.[1];
  expect(newPassword, rotated.output).toBeTruthy();
  await ownerPage.goto(`http://myshop.localhost:${store.port}/admin/orders`);
  await expect(ownerPage).toHaveURL(/\/admin\/login/, { timeout: 30_000 });
  await signIn('owner@meridukaan.in', password!);
  await expect(ownerPage.getByText('The email or password is incorrect.')).toBeVisible({ timeout: 30_000 });
  await signIn('owner@meridukaan.in', newPassword!);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  await ownerContext.close();

  const operatorRotated = await runCommand(
    shop('operator', 'password', '--email', 'ops@platform.example.in', '--password', 'Operator@2032'),
    schema.env,
  );
  expect(operatorRotated.code, operatorRotated.output).toBe(0);
  expect(operatorRotated.output).toContain('The operator ops@platform.example.in has a new password');
  expect(operatorRotated.output).not.toContain('shown once');
  const [operatorRow] = await schema.query<{ password_hash: string }>(
    "select password_hash from admin_accounts where email = 'ops@platform.example.in'",
  );
  expect(await verifyPassword(operatorRow!.password_hash, 'Operator@2032')).toBe(true);
  const nobody = await runCommand(shop('operator', 'password', 'nobody@platform.example.in'), schema.env);
  expect(nobody.code, nobody.output).toBe(1);
  expect(nobody.output).toContain('nobody@platform.example.in is not a platform operator (see npm run shop -- list).');
});

test('a shop added to the embedded database is there when the storefront starts, and the command refuses to open it while it runs', async ({
  request,
}) => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_PRODUCTS: DEMO.DEMO_PRODUCTS };

  const added = await runCommand(shop(...ADD, '--owner-email', 'owner@meridukaan.in', '--owner-password', 'Dukaan@2024!'), env);
  expect(added.code, added.output).toBe(0);
  expect(added.output).toContain('Start the storefront (npm start) to serve it.');
  expect(added.output).not.toContain('Owner password');

  const store = await start(3681, env);
  await shownWithin(request, store, 'myshop.localhost', 'Meri Dukaan', 60_000);
  expect((await pageOf(request, store, 'localhost')).html).toContain('Apna Bazaar');

  const busy = await runCommand(shop('host', 'add', '--shop', 'meri-dukaan', '--host', 'shop.meridukaan.in'), env);
  expect(busy.code, busy.output).toBe(1);
  expect(busy.output).toContain(`The embedded database in ${dataDir} is open in process`);
  expect(busy.output).toContain('stop the storefront, run this command again, then start the storefront');
});
