import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Problem } from '../shared/problem';
import { createTestPlatform, SHOP1, SHOP2, type TestPlatform } from './test-platform';
import { pickProduct, registerShopper, rows, setStock, withCaptcha, type TestProduct, type TestShopper } from './order-test-kit';

/** Setup and calls the shop price tests share: two shops' prices and hiding, read back as shoppers see them. */

export interface Card {
  id: number;
  ASIN: string;
  discountPrice: number;
  originalPrice: number;
  category_id: number;
  subcategory_id: number;
}

export interface ShopPricesKit {
  platform: TestPlatform;
  /** The ids of Apna Bazaar and Kesari Mart. */
  shop1: number;
  shop2: number;
  shopper: TestShopper;
  shopper2: TestShopper;
  /** Two unsized products without a delivery charge, 50 of each in stock. */
  product: TestProduct;
  other: TestProduct;
  supplierMrp: number;
  /** The tags of every change announced since the last reset. */
  announced: string[][];
}

export async function setUpShopPrices(): Promise<ShopPricesKit> {
  const platform = await createTestPlatform();
  const announced: string[][] = [];
  platform.context.changes.subscribe((change) => void announced.push(change.tags));
  const shops = await rows<{ id: number; code: string }>(platform, sql`select id, code from resellers`);
  const kit = {
    platform,
    announced,
    shop1: shops.find((s) => s.code === 'apna-bazaar')!.id,
    shop2: shops.find((s) => s.code === 'kesari-mart')!.id,
    shopper: await registerShopper(platform),
    shopper2: await registerShopper(platform, SHOP2),
    product: await pickProduct(platform, { sized: false, delivery: false }),
    other: await pickProduct(platform, { sized: false, delivery: false, skip: 1 }),
  };
  await setStock(platform, kit.product.id, '', 50);
  await setStock(platform, kit.other.id, '', 50);
  const supplierMrp = (await rows<{ m: number }>(platform, sql`select base_mrp_paise as m from products where id = ${kit.product.id}`))[0]!.m;
  return { ...kit, supplierMrp };
}

/** Back to the seeded prices and visibility, with the shopper's cart emptied of both products and no changes announced. */
export async function resetShopPrices({ platform, shop2, shopper, product, other, announced }: ShopPricesKit): Promise<void> {
  const { emptyCart } = shopPriceCalls(() => platform);
  await platform.context.db.execute(sql`delete from reseller_product_settings`);
  await platform.context.db.execute(sql`delete from reseller_hidden_categories`);
  await platform.context.db.execute(sql`update resellers set markup_percent = case when id = ${shop2} then 12 else 0 end`);
  platform.context.resellers.forget();
  await emptyCart(shopper, product.id);
  await emptyCart(shopper, other.id);
  announced.length = 0;
}

/** The calls the shop price tests make, against the platform `current` answers once it is set up. */
export function shopPriceCalls(current: () => TestPlatform) {
  const deps = () => ({ db: current().context.db, changes: current().context.changes });
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      const problem = error as Problem;
      return { status: problem.status, message: problem.message, field: problem.field };
    }
    throw new Error('Expected a refusal');
  };
  const productPage = async (asin: string, host = SHOP1) => {
    const result = await current().call('POST', '/api/GetSingleProductFilters', { host, json: { search: asin, subcat_id: 0, type: '' } });
    expect(result.status).toBe(200);
    return result.body[0] as Card | undefined;
  };
  const listing = async (json: Record<string, unknown>, host = SHOP1) => {
    const result = await current().call('POST', '/api/GetProductPage', { host, json: { page: 1, page_size: 60, ...json } });
    expect(result.status).toBe(200);
    return { cards: result.body.data as Card[], total: result.body.total as number };
  };
  /** Every card of the product's subcategory listing, across pages. */
  const wholeListing = async (subcategoryId: number, json: Record<string, unknown> = {}, host = SHOP1) => {
    const first = await listing({ kind: 'subcat', id: subcategoryId, ...json }, host);
    const cards = [...first.cards];
    for (let page = 2; (page - 1) * 60 < first.total; page++)
      cards.push(...(await listing({ kind: 'subcat', id: subcategoryId, page, ...json }, host)).cards);
    return { cards, total: first.total };
  };
  const cardOf = async (subcategoryId: number, asin: string, host = SHOP1) =>
    (await wholeListing(subcategoryId, {}, host)).cards.find((c) => c.ASIN === asin);
  const searchIds = async (text: string, host = SHOP1) => (await listing({ kind: 'search', search: text }, host)).cards.map((c) => c.id);
  const lookup = async (ids: number[], host = SHOP1) =>
    (await current().call('POST', '/api/GetProductsByIds', { host, json: { ids } })).body as Card[];
  const homeIds = async (host = SHOP1) =>
    ((await current().call('GET', '/api/GetAllHeaderWithProduct', { host })).body as { list_product: Card[] }[]).flatMap((s) =>
      s.list_product.map((p) => p.id),
    );
  const addToCart = (who: TestShopper, productId: number, host = SHOP1) =>
    current().call('POST', '/api/Add_to_cart1', { host, token: who.token, json: [{ prod_id: productId, unit: 1, cart_size: '' }] });
  const readCart = async (who: TestShopper, host = SHOP1) =>
    (await current().call('POST', '/api/Add_to_cart1', { host, token: who.token, json: [{ user_token: 'x' }] })).body.data as Card[];
  const emptyCart = (who: TestShopper, productId: number, host = SHOP1) =>
    current().call('POST', '/api/Add_to_cart1', { host, token: who.token, json: [{ prod_id: productId, unit: 0, cart_size: '' }] });
  const placeOrder = async (who: TestShopper, productId: number, asin: string, host = SHOP1) =>
    current().call('POST', '/api/insert_Customer_Order', {
      host,
      token: who.token,
      json: await withCaptcha(
        current(),
        who.token,
        { addressid: who.addressId, coupan_Code: '', paymentmode: 'COD', orders: [{ asinid: productId, quantity: 1, productcode: asin }] },
        host,
      ),
    });
  const orderLine = async (number: string) =>
    (
      await rows<{ unit_price_paise: number; subtotal_paise: number }>(
        current(),
        sql`select l.unit_price_paise, o.subtotal_paise from orders o join order_lines l on l.order_id = o.id where o.number = ${number}`,
      )
    )[0]!;
  const settingsOf = (productId: number) =>
    rows<{ reseller_id: number; selling_price_paise: number | null; hidden: boolean }>(
      current(),
      sql`select reseller_id, selling_price_paise, hidden from reseller_product_settings where product_id = ${productId}`,
    );
  const subcategoryOf = async (p: TestProduct) => (await productPage(p.asin))!.subcategory_id;

  return {
    deps,
    refusal,
    productPage,
    listing,
    wholeListing,
    cardOf,
    searchIds,
    lookup,
    homeIds,
    addToCart,
    readCart,
    emptyCart,
    placeOrder,
    orderLine,
    settingsOf,
    subcategoryOf,
  };
}
