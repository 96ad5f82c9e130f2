import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consolePricesAnswer } from '../contract/console-prices';
import { CONSOLE_OTHER_SHOP, CONSOLE_SIGN_IN_REQUIRED } from '../../shops/contract/console-auth';
import { sellingRupees } from '../pricing';
import { pickProduct, rows, type TestProduct } from '../../testing/order-test-kit';
import { createTestPlatform, OWNER1, OWNER2, SHOP1, SHOP2, SHOPPER1, type TestPlatform } from '../../testing/test-platform';

describe('console: prices', () => {
  let platform: TestPlatform;
  let owner: string;
  let owner2: string;
  let product: TestProduct;
  const get = (query = '', token = owner, host = SHOP1) => platform.call('GET', `/api/console/prices${query}`, { host, token });
  const post = (path: string, json: unknown, token = owner, host = SHOP1) =>
    platform.call('POST', `/api/console/prices/${path}`, { host, token, json });
  const shopPrice = async (host = SHOP1) =>
    (await platform.call('POST', '/api/GetSingleProductFilters', { host, json: { search: product.asin, subcat_id: 0, type: '' } })).body[0]
      ?.discountPrice as number | undefined;

  beforeAll(async () => {
    platform = await createTestPlatform();
    owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    owner2 = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
    product = await pickProduct(platform, { sized: false, delivery: false });
  });
  afterEach(async () => {
    await platform.context.db.execute(sql`delete from reseller_product_settings`);
    await platform.context.db.execute(sql`delete from reseller_hidden_categories`);
    await platform.context.db.execute(sql`update resellers set markup_percent = 0 where code = 'apna-bazaar'`);
    platform.context.resellers.forget();
  });
  afterAll(() => platform.close());

  it('answers 401 without a console session (a shopper’s token is not one) and 403 with another shop’s', async () => {
    const shopper = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    for (const token of ['', shopper]) {
      expect(await get('', token)).toMatchObject({ status: 401, body: { status: 'false', message: CONSOLE_SIGN_IN_REQUIRED } });
      expect(await post('markup', { markup: 50 }, token)).toMatchObject({ status: 401 });
    }
    expect(await post('markup', { markup: 50 }, owner2)).toMatchObject({ status: 403, body: { message: CONSOLE_OTHER_SHOP } });
    expect((await rows<{ m: number }>(platform, sql`select markup_percent as m from resellers where code = 'apna-bazaar'`))[0]!.m).toBe(0);
  });

  it('lists a page of products with the shop’s prices, searched by name or ASIN', async () => {
    const result = await get(`?q=${encodeURIComponent(product.asin)}&page=1&page_size=10`);
    expect(result.status).toBe(200);
    const list = consolePricesAnswer.parse(result.body);
    expect(list.rows.find((row) => row.id === product.id)).toMatchObject({
      asin: product.asin,
      supplierPrice: product.basePaise / 100,
      markupPrice: sellingRupees(product.basePaise, 0),
      ownPrice: null,
      hidden: false,
    });
    expect(await get('?page_size=1000')).toMatchObject({ status: 400, body: { field: 'page_size' } });
  });

  it('sets the markup to 20% and the shop’s product page uses the new price', async () => {
    const result = await post('markup', { markup: '20' });
    expect(result).toMatchObject({ status: 200, body: { status: 'true', markup: 20 } });
    expect(await shopPrice()).toBe(sellingRupees(product.basePaise, 20));
    expect(await post('markup', { markup: 301 })).toMatchObject({
      status: 400,
      body: { status: 'false', message: 'Markup must be a whole number of per cent from 0 to 300; "301" is not.', field: 'markup' },
    });
  });

  it('refuses an own price below the supplier price with a clear message on the price field, and saves nothing', async () => {
    const below = Math.floor(product.basePaise / 100) - 1;
    const result = await post('product', { product_id: product.id, price: below });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      status: 'false',
      message: expect.stringMatching(/^The selling price cannot be below the supplier price of ₹[\d,.]+\.$/),
      field: 'price',
    });
    expect(await rows(platform, sql`select 1 from reseller_product_settings`)).toEqual([]);
  });

  it('refuses an own price above the supplier’s MRP with a message naming the MRP, and saves nothing', async () => {
    const mrp = (await rows<{ mrp: number }>(platform, sql`select base_mrp_paise as mrp from products where id = ${product.id}`))[0]!.mrp;
    const result = await post('product', { product_id: product.id, price: mrp / 100 + 1 });
    expect(result).toMatchObject({
      status: 400,
      body: { status: 'false', message: `The selling price cannot be above the MRP of ₹${(mrp / 100).toLocaleString('en-IN')}.`, field: 'price' },
    });
    expect(await rows(platform, sql`select 1 from reseller_product_settings`)).toEqual([]);
  });

  it('sets an own price for this shop only, and clears it', async () => {
    const own = Math.ceil(product.basePaise / 100) + 50;
    const result = await post('product', { product_id: product.id, price: String(own) });
    expect(result).toMatchObject({ status: 200, body: { status: 'true', row: { id: product.id, ownPrice: own, price: own } } });
    expect(await shopPrice()).toBe(own);
    expect(await shopPrice(SHOP2)).toBe(sellingRupees(product.basePaise, 12));
    expect(await post('product', { product_id: product.id, price: '' })).toMatchObject({ status: 200, body: { row: { ownPrice: null } } });
    expect(await shopPrice()).toBe(sellingRupees(product.basePaise, 0));
  });

  it('hides and shows a product and a category', async () => {
    expect(await post('product_hidden', { product_id: product.id, hidden: true })).toMatchObject({ status: 200, body: { row: { hidden: true } } });
    expect(await shopPrice()).toBeUndefined();
    expect(await shopPrice(SHOP2)).toBeDefined();
    await post('product_hidden', { product_id: product.id, hidden: false });
    expect(await shopPrice()).toBeDefined();

    const list = consolePricesAnswer.parse((await get()).body);
    const category = list.categories[0]!;
    const hidden = await post('category_hidden', { category_id: category.id, hidden: true });
    expect(hidden).toMatchObject({ status: 200, body: { category: { id: category.id, hidden: true } } });
    expect(consolePricesAnswer.parse((await get('?filter=hidden')).body).total).toBe(category.products);
    expect(await post('category_hidden', { category_id: category.id, hidden: 'yes' })).toMatchObject({ status: 400, body: { field: 'hidden' } });
  });
});
