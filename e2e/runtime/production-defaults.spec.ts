import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD_RESET_UNAVAILABLE_MESSAGE, ONLINE_PAYMENT_UNAVAILABLE_MESSAGE } from '../../platform/shops/contract/shop-settings';
import { formReady } from '../support/account-helpers';
import { keepScreenshot } from '../support/screenshots';
import { freshPostgresSchema, startStorefront, type PostgresSchema, type RunningProcess } from './storefront-processes';

/**
 * A storefront on a real database (DATABASE_URL, a fresh schema) with nothing else set: no demo shop or shopper, no
 * development mailbox, no test gateway; a shop made there without SMTP or Razorpay keys offers cash on delivery only
 * and says password reset is unavailable. SEED_DEMO=true turns the demo back on.
 */

const PRIYA = { email: 'priya@example.com', password: 'Priya@2024' };
const SHOPPER = { firstname: 'Kavita', lastname: 'Joshi', email: 'kavita@example.in', mobileno: '9812345670', password: 'Kavita@2024' };
/** The demo gives localhost and 127.0.0.1 to its shop; here localhost has none and the test's shop takes 127.0.0.1. */
const SHOP_HOST = '127.0.0.1';
/** Nothing of the machine's own settings may turn the demo, mail or payments on. */
const PRODUCTION = { SEED_DEMO: '', SMTP_URL: '', RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' };

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let schema: PostgresSchema | undefined;
const running: RunningProcess[] = [];

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'process journeys run once (the screenshots cover 1280px and 390px)');
});

test.afterEach(async () => {
  for (const process of running.splice(0)) expect(await process.stop(), process.output()).toBe(0);
  await schema?.drop();
  schema = undefined;
});

async function start(port: number, env: Record<string, string>): Promise<RunningProcess> {
  const process = await startStorefront(port, env);
  running.push(process);
  return process;
}

/** What the platform inside the storefront said when it opened (it opens at start; /readyz waits for it). */
async function startLog(request: APIRequestContext, store: RunningProcess): Promise<string> {
  await expect.poll(async () => (await request.get(`${store.url}/readyz`)).status(), { timeout: 60_000 }).toBe(200);
  return store.output();
}

/** A shop made without the demo, the way an operator would with SQL: branding, one host, one product with stock. */
async function openShop(db: PostgresSchema): Promise<{ productId: number }> {
  const [reseller] = await db.query<{ id: number }>(
    `insert into resellers (code, shop_name, theme_text, theme_background, theme_primary, theme_secondary, theme_accent, logo_file, favicon_file, email, mobile)
     values ('kirana-ghar', 'Kirana Ghar', '#1f2937', '#ffffff', '#0f766e', '#f59e0b', '#0ea5e9', 'logos/kirana-ghar-0f766e.png', 'logos/favicon-k-0f766e.png', 'hello@kiranaghar.in', '9876501234')
     returning id`,
  );
  await db.query('insert into reseller_hosts (host, reseller_id) values ($1, $2)', [SHOP_HOST, reseller!.id]);
  await db.query(`insert into product_groups (id, name) values (1, 'Women')`);
  await db.query(`insert into categories (id, group_id, name, slug, image_file) values (1, 1, 'Kurtas', 'kurtas', 'demo/kurta-0f766e-1.jpg')`);
  await db.query(`insert into subcategories (id, category_id, name) values (1, 1, 'Cotton Kurtas')`);
  const [product] = await db.query<{ id: number }>(
    `insert into products (asin, subcategory_id, category_id, group_id, name, base_price_paise, base_mrp_paise, supplier_price_paise, images, search_name)
     values ('indigo-cotton-kurta', 1, 1, 1, 'Indigo Cotton Kurta', 59900, 99900, 40000, array['demo/kurta-0f766e-1.jpg'], 'indigo cotton kurta')
     returning id`,
  );
  await db.query(`insert into product_sizes (product_id, size_desc, stock) values ($1, 'M', 10)`, [product!.id]);
  return { productId: product!.id };
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await keepScreenshot(page, test.info(), `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the build rendered no page of any shop, so it opened no database', async () => {
  // The Playwright web server built into NEXT_DIST_DIR; what `next build` prerendered is listed here.
  const manifest = JSON.parse(fs.readFileSync(`${process.env.NEXT_DIST_DIR || '.next'}/prerender-manifest.json`, 'utf8')) as {
    routes: Record<string, unknown>;
  };
  expect(Object.keys(manifest.routes).filter((route) => route.startsWith('/site/'))).toEqual([]);
});

test('DATABASE_URL without SEED_DEMO: no demo shop or shopper, no mailbox, no test gateway; a shop without SMTP or Razorpay keys offers COD only and says reset is unavailable', async ({
  browser,
  request,
}, testInfo) => {
  schema = await freshPostgresSchema('defaults');
  const store = await start(3640, { ...schema.env, ...PRODUCTION });
  const log = await startLog(request, store);
  expect(log).toContain('Production mode (DATABASE_URL is set; SEED_DEMO=true would turn demo mode on)');
  expect(log).toContain('No SMTP_URL: password reset by email is unavailable');
  expect(log).toContain('No Razorpay keys: the checkout offers cash on delivery only');
  expect(log).not.toContain('Seeded the demo shop');
  expect(
    await schema.query(
      'select (select count(*)::int from resellers) as shops, (select count(*)::int from customers) as shoppers, (select count(*)::int from products) as products',
    ),
  ).toEqual([{ shops: 0, shoppers: 0, products: 0 }]);

  // localhost belongs to no shop: its pages are the not-found screen and the demo shopper has nowhere to sign in.
  const localhost = `http://localhost:${store.port}`;
  const page = await browser.newPage({ baseURL: localhost });
  const home = await page.goto('/');
  expect(home?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect((await page.goto('/login'))?.status()).toBe(404);
  const token = await request.post(`${localhost}/token`, { form: { username: PRIYA.email, password: PRIYA.password, grant_type: 'password' } });
  expect(token.status()).toBe(404);
  expect(await token.json()).toEqual({ status: 'false', message: `No shop is configured for the host 'localhost:${store.port}'.` });
  const session = await page.request.post('/store/session', { data: { username: PRIYA.email, password: PRIYA.password } });
  expect(session.ok()).toBe(false);
  await page.close();

  // A real shop on 127.0.0.1, with one shopper who registers through the shop's API.
  const { productId } = await openShop(schema);
  const shop = store.url;
  expect((await request.post(`${shop}/api/insert_customer`, { data: SHOPPER })).status()).toBe(200);
  const priya = await request.post(`${shop}/token`, { form: { username: PRIYA.email, password: PRIYA.password, grant_type: 'password' } });
  expect(priya.status()).toBe(400);

  // Even on a host that has a shop, the mailbox and the test gateway do not exist.
  expect((await request.get(`${shop}/api/Dev_Mailbox`)).status()).toBe(404);
  expect((await request.get(`${shop}/dev-mailbox`)).status()).toBe(404);
  expect((await request.get(`${shop}/api/test_gateway/checkout.js`)).status()).toBe(404);
  const pay = await request.post(`${shop}/api/test_gateway/pay`, { data: { order_id: 'order_anything', outcome: 'success' } });
  expect(pay.status()).toBe(404);
  expect(await request.get(`${shop}/api/Shop_Settings`).then((r) => r.json())).toEqual({
    status: 'true',
    data: [
      {
        cod_confirmation: 'none',
        cod_fee: 0,
        cod_max_order: 0,
        online_discount_percent: 10,
        online_payment: false,
        password_reset: false,
        payment_script_url: '',
      },
    ],
  });

  // The shopper signs in, and the checkout offers cash on delivery only.
  const context = await browser.newContext({ baseURL: shop, viewport: { width: 1280, height: 800 } });
  const shopper = await context.newPage();
  await shopper.goto('/login');
  await formReady(shopper);
  await shopper.getByLabel('Username or email').fill(SHOPPER.email);
  await shopper.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await shopper.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(shopper.getByRole('dialog', { name: 'Login Successful' })).toBeVisible();
  const bearer = { authorization: `Bearer ${(await context.cookies()).find((c) => c.name === 'user_token')!.value}` };
  const address = await context.request.post('/api/insert_Customer_add', {
    headers: bearer,
    data: {
      name: 'Kavita Joshi',
      email: SHOPPER.email,
      mobile: SHOPPER.mobileno,
      address1: '14 Nehru Nagar',
      address2: 'Near the water tank',
      country: 'India',
      city: 'Indore',
      district: '',
      pincode: '452001',
      state: 'Madhya Pradesh',
    },
  });
  expect(address.status(), await address.text()).toBe(200);
  const addressId = ((await address.json()) as { data: { id: number } }).data.id;
  const cart = await context.request.post('/api/Add_to_cart1', { headers: bearer, data: [{ prod_id: productId, unit: 1, cart_size: 'M' }] });
  expect(cart.status(), await cart.text()).toBe(200);

  await shopper.goto('/checkout2');
  const methods = shopper.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expect(methods.getByRole('radio')).toHaveCount(1);
  await expect(shopper.getByText('Razorpay')).toHaveCount(0);
  await expect(shopper.getByTestId('summary-items')).toContainText('Indigo Cotton Kurta');
  await expect(shopper.getByTestId('summary-total')).toHaveText('₹599');
  await screenshots(shopper, 'checkout-cod-only');
  await keepScreenshot(shopper, testInfo, 'checkout-cod-only');

  // A client that asks for online payment anyway is refused, and nothing is ordered.
  const online = await context.request.post('/api/insert_Customer_Order', {
    headers: bearer,
    data: {
      addressid: addressId,
      coupan_Code: '',
      paymentmode: 'ONLINE',
      orders: [{ asinid: productId, quantity: 1, productcode: 'indigo-cotton-kurta', size: 'M' }],
    },
  });
  expect(online.status()).toBe(400);
  expect(await online.json()).toEqual({ status: 'false', message: ONLINE_PAYMENT_UNAVAILABLE_MESSAGE });
  expect(await schema.query('select count(*)::int as orders from orders')).toEqual([{ orders: 0 }]);

  // Forgot password: no form, the reason instead; the platform says the same to a client that asks anyway.
  await shopper.goto('/forgot-password');
  await expect(shopper.getByText(PASSWORD_RESET_UNAVAILABLE_MESSAGE)).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Contact the shop' })).toBeVisible();
  await expect(shopper.getByLabel('Email')).toHaveCount(0);
  await expect(shopper.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
  await screenshots(shopper, 'forgot-password-unavailable');
  await keepScreenshot(shopper, testInfo, 'forgot-password-unavailable');
  const forgot = await request.post(`${shop}/api/Forgot_Password`, { data: { email: SHOPPER.email } });
  expect(forgot.status()).toBe(400);
  expect(await forgot.json()).toEqual({ status: 'false', message: PASSWORD_RESET_UNAVAILABLE_MESSAGE });
  expect(await schema.query('select count(*)::int as links from password_resets')).toEqual([{ links: 0 }]);

  // The help pages do not promise what the shop does not offer.
  for (const path of ['/CustomerSupport', '/aboutPage']) {
    await shopper.goto(path);
    await expect(shopper.getByRole('main')).toContainText(/pay in cash or by UPI/i);
    await expect(shopper.getByRole('main')).not.toContainText(/Razorpay|10%/);
  }
  await context.close();
});

test('DATABASE_URL with SEED_DEMO=true: the demo shop, its shopper, the mailbox and the test gateway are there', async ({ request }) => {
  schema = await freshPostgresSchema('defaults');
  const store = await start(3641, { ...schema.env, ...PRODUCTION, SEED_DEMO: 'true', DEMO_PRODUCTS: '60' });
  expect(await startLog(request, store)).toContain('Demo mode (SEED_DEMO=true)');
  const localhost = `http://localhost:${store.port}`;
  const token = await request.post(`${localhost}/token`, { form: { username: PRIYA.email, password: PRIYA.password, grant_type: 'password' } });
  expect(token.status(), await token.text()).toBe(200);
  expect((await request.get(`${localhost}/api/Dev_Mailbox`)).status()).toBe(200);
  expect((await request.get(`${localhost}/api/test_gateway/checkout.js`)).status()).toBe(200);
  expect(await request.get(`${localhost}/api/Shop_Settings`).then((r) => r.json())).toEqual({
    status: 'true',
    data: [
      {
        cod_confirmation: 'none',
        cod_fee: 0,
        cod_max_order: 0,
        online_discount_percent: 10,
        online_payment: true,
        password_reset: true,
        payment_script_url: '/api/test_gateway/checkout.js',
      },
    ],
  });
});
