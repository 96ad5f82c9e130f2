import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../shared/config';
import { FORGOT_PASSWORD_MESSAGE } from '../customers/contract/auth';
import { ONLINE_PAYMENT_UNAVAILABLE_MESSAGE, PASSWORD_RESET_UNAVAILABLE_MESSAGE } from '../shops/contract/shop-settings';
import { categories, productGroups, products, productSizes, subcategories } from '../catalogue/tables';
import { resellerHosts, resellers } from '../shops/tables';
import { createMailer } from '../shared/mail/create-mailer';
import { createPaymentGateway } from '../shared/payments/create-gateway';
import { createTestPlatform, SHOP1, SHOPPER1, type TestPlatform } from '../testing/test-platform';
import { registerShopper, rows, type TestShopper } from '../testing/order-test-kit';

const HOST = 'shop.example.in';
const settingsOf = async (platform: TestPlatform, host = HOST) => {
  const result = await platform.call('GET', '/api/Shop_Settings', { host });
  expect(result.status).toBe(200);
  return result.body;
};
const counts = async (platform: TestPlatform) =>
  (
    await rows<Record<string, number>>(
      platform,
      sql`select (select count(*)::int from resellers) as resellers, (select count(*)::int from customers) as customers,
                 (select count(*)::int from orders) as orders, (select count(*)::int from products) as products`,
    )
  )[0];

/** A shop made the way an operator would without the demo: one reseller on HOST and one product with stock. */
async function openShop(platform: TestPlatform): Promise<{ productId: number }> {
  const db = platform.context.db;
  const [reseller] = await db
    .insert(resellers)
    .values({
      code: 'real-shop',
      shopName: 'Real Shop',
      themeText: '#111111',
      themeBackground: '#ffffff',
      themePrimary: '#0f766e',
      themeSecondary: '#f59e0b',
      themeAccent: '#0ea5e9',
      logoFile: 'logo.png',
      faviconFile: 'favicon.png',
    })
    .returning();
  await db.insert(resellerHosts).values({ host: HOST, shopId: reseller!.id });
  await db.insert(productGroups).values({ id: 1, name: 'Women' });
  await db.insert(categories).values({ id: 1, groupId: 1, name: 'Kurtis', slug: 'kurtis', imageFile: 'kurti.png' });
  await db.insert(subcategories).values({ id: 1, categoryId: 1, name: 'Cotton kurtis' });
  const [product] = await db
    .insert(products)
    .values({
      asin: 'cotton-kurti',
      subcategoryId: 1,
      categoryId: 1,
      groupId: 1,
      name: 'Cotton Kurti',
      basePricePaise: 49_900,
      baseMrpPaise: 79_900,
      supplierPricePaise: 30_000,
      images: ['kurti.png'],
      searchName: 'cotton kurti',
    })
    .returning();
  await db.insert(productSizes).values({ productId: product!.id, sizeDesc: '', stock: 5 });
  return { productId: product!.id };
}

describe('demo mode follows the database unless SEED_DEMO says otherwise', () => {
  it.each<[Record<string, string>, boolean]>([
    [{}, true],
    [{ SEED_DEMO: 'false' }, false],
    [{ DATABASE_URL: 'postgres://db.example/shop' }, false],
    [{ DATABASE_URL: 'postgres://db.example/shop', SEED_DEMO: 'true' }, true],
    [{ DATABASE_URL: 'postgres://db.example/shop', SEED_DEMO: 'false' }, false],
  ])('%o → demo mode %s', (env, demo) => {
    expect(configFromEnv(env as NodeJS.ProcessEnv).demoMode).toBe(demo);
  });
});

describe('outside demo mode, without SMTP or Razorpay keys', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let productId: number;

  beforeAll(async () => {
    platform = await createTestPlatform({ demoMode: false });
  });
  afterAll(() => platform.close());

  it('starts with no demo shops, shoppers, orders or catalogue: the demo shopper has no shop to sign in to', async () => {
    expect(await counts(platform)).toEqual({ resellers: 0, customers: 0, orders: 0, products: 0 });
    const signIn = await platform.call('POST', '/token', {
      host: SHOP1,
      form: { username: SHOPPER1.email, password: SHOPPER1.password, grant_type: 'password' },
    });
    expect(signIn.status).toBe(404);
    expect((await platform.call('GET', '/api/GetResellerLogo', { host: SHOP1 })).status).toBe(404);

    ({ productId } = await openShop(platform));
    shopper = await registerShopper(platform, HOST);
  });

  it('has no development mailbox and no test gateway, even on a host that has a shop', async () => {
    const mailbox = await platform.call('GET', '/api/Dev_Mailbox', { host: HOST });
    expect(mailbox).toMatchObject({ status: 404, body: { status: 'false', message: 'There is no call GET /api/Dev_Mailbox.' } });
    const outbox = await platform.call('GET', '/api/Dev_Outbox', { host: HOST });
    expect(outbox).toMatchObject({ status: 404, body: { status: 'false', message: 'There is no call GET /api/Dev_Outbox.' } });
    expect(platform.context.sms).toBeNull();
    const script = await platform.call('GET', '/api/test_gateway/checkout.js', { host: HOST });
    expect(script).toMatchObject({ status: 404, body: { status: 'false' } });
    const pay = await platform.call('POST', '/api/test_gateway/pay', { host: HOST, json: { order_id: 'order_x', outcome: 'success' } });
    expect(pay).toMatchObject({ status: 404, body: { status: 'false', message: 'There is no call POST /api/test_gateway/pay.' } });
  });

  it('says password reset is unavailable and keeps no reset link', async () => {
    const result = await platform.call('POST', '/api/Forgot_Password', { host: HOST, json: { email: shopper.email } });
    expect(result).toMatchObject({ status: 400, body: { status: 'false', message: PASSWORD_RESET_UNAVAILABLE_MESSAGE } });
    expect(await rows(platform, sql`select count(*)::int as count from password_resets`)).toEqual([{ count: 0 }]);
  });

  it('refuses an online order, placing nothing and taking no stock', async () => {
    const result = await platform.call('POST', '/api/insert_Customer_Order', {
      host: HOST,
      token: shopper.token,
      json: {
        addressid: shopper.addressId,
        coupan_Code: '',
        paymentmode: 'ONLINE',
        orders: [{ asinid: productId, quantity: 1, productcode: 'cotton-kurti' }],
      },
    });
    expect(result).toMatchObject({ status: 400, body: { status: 'false', message: ONLINE_PAYMENT_UNAVAILABLE_MESSAGE } });
    expect((await counts(platform))!.orders).toBe(0);
    expect(await rows(platform, sql`select stock from product_sizes where product_id = ${productId}`)).toEqual([{ stock: 5 }]);
  });

  it('tells the storefront that neither online payment nor password reset is offered', async () => {
    expect(await settingsOf(platform)).toEqual({
      status: 'true',
      data: [
        {
          online_payment: false,
          password_reset: false,
          payment_script_url: '',
          online_discount_percent: 10,
          cod_fee: 0,
          cod_max_order: 0,
          cod_confirmation: 'none',
        },
      ],
    });
  });

  it('offers each as soon as its setting is there: SMTP_URL for reset mails, Razorpay keys for online payment', async () => {
    const { mailer, gateway, config } = platform.context;
    try {
      platform.context.mailer = createMailer(platform.context.db, { ...config, smtpUrl: 'smtp://127.0.0.1:1' });
      expect(platform.context.mailer?.kind).toBe('smtp');
      expect((await settingsOf(platform)).data).toEqual([
        {
          online_payment: false,
          password_reset: true,
          payment_script_url: '',
          online_discount_percent: 10,
          cod_fee: 0,
          cod_max_order: 0,
          cod_confirmation: 'none',
        },
      ]);
      const error = console.error;
      const logged: string[] = [];
      console.error = (...parts: unknown[]) => logged.push(parts.map(String).join(' '));
      try {
        // The mail server is not waited for: the shopper gets the usual answer, and the mail goes to SMTP (which
        // is unreachable here, so its failure is logged).
        const forgot = await platform.call('POST', '/api/Forgot_Password', { host: HOST, json: { email: shopper.email } });
        expect(forgot).toMatchObject({ status: 200, body: { status: 'true', message: FORGOT_PASSWORD_MESSAGE } });
        await expect.poll(() => logged.join('\n'), { timeout: 10_000 }).toMatch(/Could not send the password-reset mail .*ECONNREFUSED/);
      } finally {
        console.error = error;
      }

      platform.context.gateway = createPaymentGateway(platform.context.db, {
        ...config,
        razorpay: { keyId: 'rzp_live_x', keySecret: 's', webhookSecret: 'w' },
      });
      expect(platform.context.gateway?.kind).toBe('razorpay');
      expect((await settingsOf(platform)).data).toEqual([
        {
          online_payment: true,
          password_reset: true,
          payment_script_url: 'https://checkout.razorpay.com/v1/checkout.js',
          online_discount_percent: 10,
          cod_fee: 0,
          cod_max_order: 0,
          cod_confirmation: 'none',
        },
      ]);
      // Real keys never bring the test gateway back.
      expect((await platform.call('GET', '/api/test_gateway/checkout.js', { host: HOST })).status).toBe(404);
    } finally {
      platform.context.mailer = mailer;
      platform.context.gateway = gateway;
    }
  });
});

describe('in demo mode without SMTP or Razorpay keys', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('seeds the demo shops and offers both, through the development mailbox and the offline test gateway', async () => {
    expect((await counts(platform))!.resellers).toBe(2);
    expect(await settingsOf(platform, SHOP1)).toEqual({
      status: 'true',
      data: [
        {
          online_payment: true,
          password_reset: true,
          payment_script_url: '/api/test_gateway/checkout.js',
          online_discount_percent: 10,
          cod_fee: 0,
          cod_max_order: 0,
          cod_confirmation: 'none',
        },
      ],
    });
    expect((await platform.call('GET', '/api/Dev_Mailbox', { host: SHOP1 })).status).toBe(200);
    expect((await platform.call('GET', '/api/test_gateway/checkout.js', { host: SHOP1 })).status).toBe(200);
  });

  it('answers no settings for a host without a shop', async () => {
    expect((await platform.call('GET', '/api/Shop_Settings', { host: 'nowhere.example' })).status).toBe(404);
  });
});
