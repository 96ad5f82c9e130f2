import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../shared/db/database';
import { sellingRupees } from '../pricing';
import { createTestPlatform, SHOP1, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from './test-platform';

/** Helpers the cart, order and payment tests share: shoppers registered through the API, products and stock. */

export interface TestShopper {
  token: string;
  email: string;
  customerId: number;
  addressId: number;
}

/** A new shopper registered through /api/insert_customer, signed in through /token, with one address. */
export async function registerShopper(platform: TestPlatform, host = SHOP1): Promise<TestShopper> {
  const email = `shopper-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'Shopper@2024';
  const mobileno = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const registered = await platform.call('POST', '/api/insert_customer', {
    host,
    json: { firstname: 'Test', lastname: 'Shopper', email, mobileno, password },
  });
  if (registered.status !== 200) throw new Error(`Registration failed: ${JSON.stringify(registered.body)}`);
  const token = await platform.signIn(email, password, host);
  const address = await platform.call('POST', '/api/insert_Customer_add', {
    host,
    token,
    json: {
      name: 'Test Shopper',
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
  });
  if (address.status !== 200) throw new Error(`Adding an address failed: ${JSON.stringify(address.body)}`);
  const [customer] = await rows<{ id: number }>(platform, sql`select id from customers where email = ${email}`);
  return { token, email, customerId: customer!.id, addressId: address.body.data.id as number };
}

export interface CaptchaFields {
  captcha_id: string;
  captcha_code: string;
}

/** A COD captcha issued by the shop at `host` (New_Captcha), as the fields insert_Customer_Order takes. */
export async function codCaptcha(platform: TestPlatform, token: string, host = SHOP1): Promise<CaptchaFields> {
  const issued = await platform.call('POST', '/api/New_Captcha', { host, token });
  if (issued.status !== 200) throw new Error(`New_Captcha failed: ${JSON.stringify(issued.body)}`);
  const [challenge] = issued.body.data as { captcha_id: string; code: string }[];
  return { captcha_id: challenge!.captcha_id, captcha_code: challenge!.code };
}

/** An insert_Customer_Order body with a fresh captcha when it is a COD order that carries none. */
export async function withCaptcha<T>(platform: TestPlatform, token: string, body: T, host = SHOP1): Promise<T> {
  const order = body as { paymentmode?: unknown; captcha_id?: unknown };
  if (order.paymentmode !== 'COD' || order.captcha_id !== undefined) return body;
  return { ...body, ...(await codCaptcha(platform, token, host)) };
}

/** The first address of a demo shopper (seeded with the shop). */
export async function addressOf(platform: TestPlatform, email: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    platform,
    sql`select a.id from addresses a join customers c on c.id = a.customer_id where c.email = ${email} order by a.id limit 1`,
  );
  return row!.id;
}

export function rows<T>(platform: TestPlatform, query: SQL): Promise<T[]> {
  return queryRows<T>(platform.context.db, query);
}

export interface TestProduct {
  id: number;
  asin: string;
  name: string;
  basePaise: number;
  deliveryPaise: number;
  sizes: string[];
}

export async function productByAsin(platform: TestPlatform, asin: string): Promise<TestProduct> {
  const [row] = await rows<{ id: number; asin: string; name: string; base_price_paise: number; delivery_paise: number }>(
    platform,
    sql`select id, asin, name, base_price_paise, delivery_paise from products where asin = ${asin}`,
  );
  if (!row) throw new Error(`No product ${asin}`);
  const sizes = await rows<{ size_desc: string }>(platform, sql`select size_desc from product_sizes where product_id = ${row.id} order by position`);
  return {
    id: row.id,
    asin: row.asin,
    name: row.name,
    basePaise: row.base_price_paise,
    deliveryPaise: row.delivery_paise,
    sizes: sizes.map((s) => s.size_desc),
  };
}

/**
 * Active products of one kind, in catalogue order: unsized ones (one '' size) or sized ones (several sizes), with
 * a delivery charge or without. `skip` picks a later one so tests can use distinct products.
 */
export async function pickProduct(platform: TestPlatform, kind: { sized: boolean; delivery: boolean; skip?: number }): Promise<TestProduct> {
  const found = await rows<{ asin: string }>(
    platform,
    sql`select p.asin from products p
        where p.is_active and p.asin <> 'holi-t-shirt'
          and ${kind.delivery ? sql`p.delivery_paise > 0` : sql`p.delivery_paise = 0`}
          and ${kind.sized ? sql`(select count(*) from product_sizes s where s.product_id = p.id and s.size_desc <> '') >= 2` : sql`(select count(*) from product_sizes s where s.product_id = p.id) = 1 and exists (select 1 from product_sizes s where s.product_id = p.id and s.size_desc = '')`}
        order by p.position offset ${kind.skip ?? 0} limit 1`,
  );
  if (!found[0]) throw new Error(`No product of kind ${JSON.stringify(kind)}`);
  return productByAsin(platform, found[0].asin);
}

export async function setStock(platform: TestPlatform, productId: number, size: string, stock: number): Promise<void> {
  await platform.context.db.execute(sql`update product_sizes set stock = ${stock} where product_id = ${productId} and size_desc = ${size}`);
}

export async function stockOf(platform: TestPlatform, productId: number, size: string): Promise<number> {
  const [row] = await rows<{ stock: number }>(platform, sql`select stock from product_sizes where product_id = ${productId} and size_desc = ${size}`);
  return row!.stock;
}

/** Rupees at a reseller's markup, as the platform computes them. */
export const rupeesAt = sellingRupees;

/** A valid Save_Address body (priya's flat in Bengaluru), with any field overridden. */
export const addressForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Devi Sharma',
  email: 'priya@example.com',
  mobile: '9876501234',
  address1: 'Flat 5, Lotus Towers',
  address2: 'MG Road',
  country: 'India',
  city: 'Bengaluru',
  district: '',
  pincode: '560001',
  state: 'Karnataka',
  ...overrides,
});

export interface OrderLineSpec {
  product: TestProduct;
  quantity: number;
  size?: string;
}

/** An insert_Customer_Order body without a coupon; a line names its size only when given one. */
export const orderBody = (addressid: number, paymentmode: 'COD' | 'ONLINE', lines: OrderLineSpec[]) => ({
  addressid,
  coupan_Code: '',
  paymentmode,
  orders: lines.map((l) => ({
    asinid: l.product.id,
    quantity: l.quantity,
    productcode: l.product.asin,
    ...(l.size === undefined ? {} : { size: l.size }),
  })),
});

export interface PlacedOrderRow {
  id: number;
  number: string;
  payment_mode: string;
  payment_status: string;
  subtotal_paise: number;
  delivery_paise: number;
  discount_paise: number;
  total_paise: number;
  razorpay_order_id: string | null;
  address: { firstname: string; city: string; pincode: string };
}

/** The calls the order-placing tests make, against the platform `current` answers once it is set up. */
export function placingCalls(current: () => TestPlatform) {
  /** Places an order; a COD order without a captcha gets a fresh one from the shop first. */
  const place = async (token: string, json: unknown, options: { host?: string; key?: string } = {}) =>
    current().call('POST', '/api/insert_Customer_Order', {
      host: options.host ?? SHOP1,
      token,
      json: await withCaptcha(current(), token, json, options.host ?? SHOP1),
      headers: options.key ? { 'Idempotency-Key': options.key } : undefined,
    });
  const orderRow = async (number: string) => (await rows<PlacedOrderRow>(current(), sql`select * from orders where number = ${number}`))[0]!;
  const orderCount = async () => (await rows<{ n: number }>(current(), sql`select count(*)::int as n from orders`))[0]!.n;
  return { place, order: orderBody, orderRow, orderCount };
}

/** A platform with a newly registered shopper of the first shop and an unsized product without delivery charge. */
export async function setUpShopperWithProduct(stock: number) {
  const platform = await createTestPlatform();
  const shopper = await registerShopper(platform);
  const product = await pickProduct(platform, { sized: false, delivery: false });
  await setStock(platform, product.id, '', stock);
  return { platform, shopper, product };
}

export interface PlacingOrdersKit {
  platform: TestPlatform;
  /** The demo shoppers of shop 1 and shop 2, signed in, and their first addresses. */
  priya: string;
  arjun: string;
  priyaAddress: number;
  arjunAddress: number;
  shopper: TestShopper;
  holi: TestProduct;
  /** An unsized product with a delivery charge, 50 in stock. */
  plain: TestProduct;
}

export async function setUpPlacingOrders(): Promise<PlacingOrdersKit> {
  const platform = await createTestPlatform();
  const plain = await pickProduct(platform, { sized: false, delivery: true });
  await setStock(platform, plain.id, '', 50);
  return {
    platform,
    priya: await platform.signIn(SHOPPER1.email, SHOPPER1.password),
    arjun: await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2),
    priyaAddress: await addressOf(platform, SHOPPER1.email),
    arjunAddress: await addressOf(platform, SHOPPER2.email),
    shopper: await registerShopper(platform),
    holi: await productByAsin(platform, 'holi-t-shirt'),
    plain,
  };
}

/** What the cart and the order calls answer for a sized product without a size. */
export const SELECT_SIZE = 'Please select a size before proceeding!';

export interface CartKit {
  platform: TestPlatform;
  /** The demo shoppers of shop 1 and shop 2, signed in. */
  priya: string;
  arjun: string;
  other: TestShopper;
  holi: TestProduct;
  /** An unsized product with a delivery charge, 30 in stock. */
  plain: TestProduct;
}

export async function setUpCart(): Promise<CartKit> {
  const platform = await createTestPlatform();
  const kit = {
    platform,
    priya: await platform.signIn(SHOPPER1.email, SHOPPER1.password),
    arjun: await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2),
    other: await registerShopper(platform),
    holi: await productByAsin(platform, 'holi-t-shirt'),
    plain: await pickProduct(platform, { sized: false, delivery: true }),
  };
  await setStock(platform, kit.plain.id, '', 30);
  return kit;
}

/** The calls the cart tests make, against the platform `current` answers once it is set up. */
export function cartCalls(current: () => TestPlatform) {
  const save = (token: string, lines: unknown, host = SHOP1) => current().call('POST', '/api/Add_to_cart1', { host, token, json: lines });
  const fetchCart = (token: string, host = SHOP1) => current().call('POST', '/api/Add_to_cart1', { host, token, json: [{ user_token: 'ignored' }] });
  const cartRows = (email: string) =>
    rows<{ product_id: number; size: string; units: number }>(
      current(),
      sql`select product_id, size, units from cart_lines where customer_id = (select id from customers where email = ${email}) order by product_id, size`,
    );
  return { save, fetchCart, cartRows };
}
