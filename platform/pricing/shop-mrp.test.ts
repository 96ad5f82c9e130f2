import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../shared/contract/money';
import { productByAsin, registerShopper, rows, setStock, withCaptcha, type TestProduct, type TestShopper } from '../testing/order-test-kit';
import { createTestPlatform, SHOP1, SHOP2, type TestPlatform } from '../testing/test-platform';
import { listShopPrices, setMarkup, setProductPrice } from './shop-prices';

interface Card {
  id: number;
  ASIN: string;
  name: string;
  discountPrice: number;
  originalPrice: number;
  subcategory_id: number;
}

/** A product and its supplier's prices in whole rupees, read from the catalogue, not through the price rule. */
interface Priced extends TestProduct {
  mrp: number;
  base: number;
}

/**
 * The MRP is a legal figure: the supplier's, on every call of every shop. A markup moves the selling price only, and
 * no shop sells above the MRP: a markup that would is capped at it (the console counts and lists those), an own
 * price above it is refused (shop-prices.test.ts), and one stored before the MRP fell is capped too.
 */
describe('the MRP: the supplier’s in every shop, and no shop sells above it', () => {
  let platform: TestPlatform;
  let shop1: number;
  let shop2: number;
  let shopper: TestShopper;
  let shopper2: TestShopper;
  /** Under its MRP at 20%. */
  let plain: Priced;
  /** Above its MRP at Kesari Mart's 12%. */
  let capped: Priced;

  const deps = () => ({ db: platform.context.db, changes: platform.context.changes });
  const productPage = async (asin: string, host: string) =>
    (await platform.call('POST', '/api/GetSingleProductFilters', { host, json: { search: asin, subcat_id: 0, type: '' } })).body[0] as Card;
  const listingCard = async (card: Card, host: string) => {
    const answer = await platform.call('POST', '/api/GetProductPage', { host, json: { kind: 'subcat', id: card.subcategory_id, page_size: 60 } });
    return (answer.body.data as Card[]).find((c) => c.ASIN === card.ASIN)!;
  };
  const lookup = async (id: number, host: string) =>
    ((await platform.call('POST', '/api/GetProductsByIds', { host, json: { ids: [id] } })).body as Card[])[0]!;
  const searchCard = async (card: Card, host: string) => {
    const answer = await platform.call('POST', '/api/GetProductPage', { host, json: { kind: 'search', search: card.name, page_size: 60 } });
    return (answer.body.data as Card[]).find((c) => c.ASIN === card.ASIN)!;
  };
  const cartLine = async (who: TestShopper, id: number, host: string) => {
    const added = await platform.call('POST', '/api/Add_to_cart1', { host, token: who.token, json: [{ prod_id: id, unit: 1, cart_size: '' }] });
    expect(added.status).toBe(200);
    const read = await platform.call('POST', '/api/Add_to_cart1', { host, token: who.token, json: [{ user_token: 'x' }] });
    return (read.body.data as Card[]).find((line) => line.id === id)!;
  };
  const emptyCart = (who: TestShopper, id: number, host: string) =>
    platform.call('POST', '/api/Add_to_cart1', { host, token: who.token, json: [{ prod_id: id, unit: 0, cart_size: '' }] });
  const placeOrder = async (who: TestShopper, product: TestProduct, host: string) => {
    const json = {
      addressid: who.addressId,
      coupan_Code: '',
      paymentmode: 'COD',
      orders: [{ asinid: product.id, quantity: 1, productcode: product.asin }],
    };
    const placed = await platform.call('POST', '/api/insert_Customer_Order', {
      host,
      token: who.token,
      json: await withCaptcha(platform, who.token, json, host),
    });
    expect(placed.status).toBe(200);
    return placed.body.data.CoOrderID as string;
  };
  const storedOrder = (number: string) =>
    rows<Record<string, unknown>>(
      platform,
      sql`select o.*, l.unit_price_paise from orders o join order_lines l on l.order_id = o.id where o.number = ${number}`,
    );
  /** An active unsized product without delivery charge whose supplier prices satisfy `condition`. */
  const productWhere = async (condition: ReturnType<typeof sql>): Promise<Priced> => {
    const [row] = await rows<{ asin: string; mrp: number; base: number }>(
      platform,
      sql`select p.asin, p.base_mrp_paise as mrp, p.base_price_paise as base from products p
        where p.is_active and p.delivery_paise = 0 and ${condition}
          and (select count(*) from product_sizes s where s.product_id = p.id) = 1
          and exists (select 1 from product_sizes s where s.product_id = p.id and s.size_desc = '')
        order by p.position limit 1`,
    );
    const product = await productByAsin(platform, row!.asin);
    await setStock(platform, product.id, '', 50);
    return { ...product, mrp: row!.mrp / 100, base: row!.base / 100 };
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    const shops = await rows<{ id: number; code: string }>(platform, sql`select id, code from resellers`);
    shop1 = shops.find((s) => s.code === 'apna-bazaar')!.id;
    shop2 = shops.find((s) => s.code === 'kesari-mart')!.id;
    shopper = await registerShopper(platform);
    shopper2 = await registerShopper(platform, SHOP2);
    plain = await productWhere(sql`p.base_price_paise * 120 <= p.base_mrp_paise * 100 and p.base_price_paise % 100 = 0`);
    capped = await productWhere(sql`p.base_price_paise * 112 > p.base_mrp_paise * 100`);
  });
  afterEach(async () => {
    await platform.context.db.execute(sql`delete from reseller_product_settings`);
    await platform.context.db.execute(sql`update resellers set markup_percent = case when id = ${shop2} then 12 else 0 end`);
    platform.context.resellers.forget();
    for (const id of [plain.id, capped.id]) {
      await emptyCart(shopper, id, SHOP1);
      await emptyCart(shopper2, id, SHOP2);
    }
  });
  afterAll(() => platform.close());

  it('a markup moves the selling price only: the product page, listing, search, lookup and cart of both shops show the supplier’s MRP', async () => {
    await setMarkup(deps(), shop1, { markup: 20 });
    const at = { [SHOP1]: { markup: 20, who: shopper }, [SHOP2]: { markup: 12, who: shopper2 } };
    for (const [host, { markup, who }] of Object.entries(at)) {
      const price = Math.round((plain.base * (100 + markup)) / 100);
      expect(price, host).toBeLessThan(plain.mrp);
      const page = await productPage(plain.asin, host);
      const expected = { discountPrice: price, originalPrice: plain.mrp };
      expect(page, host).toMatchObject(expected);
      expect(await listingCard(page, host), host).toMatchObject(expected);
      expect(await searchCard(page, host), host).toMatchObject(expected);
      expect(await lookup(plain.id, host), host).toMatchObject(expected);
      expect(await cartLine(who, plain.id, host), host).toMatchObject(expected);
    }
    // The console's list shows the same MRP next to the shop's price.
    const [row] = (await listShopPrices(platform.context.db, shop1, { q: plain.asin })).rows;
    expect(row).toMatchObject({ mrp: plain.mrp, price: Math.round(plain.base * 1.2), cappedAtMrp: false });
  });

  it('a markup that would take a product above its MRP sells it at its MRP, in the cart and a new order; the console counts and lists it', async () => {
    const page = await productPage(capped.asin, SHOP2);
    const atMrp = { discountPrice: capped.mrp, originalPrice: capped.mrp };
    expect(page).toMatchObject(atMrp);
    expect(await listingCard(page, SHOP2)).toMatchObject(atMrp);
    expect(await lookup(capped.id, SHOP2)).toMatchObject(atMrp);
    expect(await cartLine(shopper2, capped.id, SHOP2)).toMatchObject(atMrp);
    const number = await placeOrder(shopper2, capped, SHOP2);
    expect((await storedOrder(number))[0]).toMatchObject({ unit_price_paise: toPaise(capped.mrp), subtotal_paise: toPaise(capped.mrp) });
    // The shop without markup sells it at the supplier's price.
    expect(await productPage(capped.asin, SHOP1)).toMatchObject({ discountPrice: Math.round(capped.base), originalPrice: capped.mrp });

    // Counted independently of the platform's rule: every active product 12% takes above its MRP.
    const expected = await rows<{ id: number }>(
      platform,
      sql`select id from products where is_active and base_price_paise * 1.12 > base_mrp_paise order by position, id`,
    );
    expect(expected.length).toBeGreaterThan(1);
    const list = await listShopPrices(platform.context.db, shop2, { filter: 'capped', page_size: 60 });
    expect(list.total).toBe(expected.length);
    expect(list.capped).toBe(expected.length);
    expect(list.rows.map((r) => r.id)).toEqual(expected.slice(0, 60).map((r) => r.id));
    expect(list.rows.every((r) => r.cappedAtMrp && r.price === r.mrp && r.markupPrice > r.mrp)).toBe(true);
    expect(list.rows.find((r) => r.id === capped.id)).toMatchObject({ mrp: capped.mrp, price: capped.mrp, cappedAtMrp: true });

    const { message, capped: count } = await setMarkup(deps(), shop2, { markup: 12 });
    expect(count).toBe(expected.length);
    expect(message).toBe(
      `Markup set to 12%. A product the supplier sells at ₹500 now sells at ₹560. ${expected.length} products would sell above their MRP at 12%, so they sell at their MRP.`,
    );
    // Without a markup nothing is capped, and the message says nothing of it.
    expect(await setMarkup(deps(), shop2, { markup: 0 })).toEqual({
      markup: 0,
      capped: 0,
      message: 'Markup set to 0%. A product the supplier sells at ₹500 now sells at ₹500.',
    });
    expect(await productPage(capped.asin, SHOP2)).toMatchObject({ discountPrice: Math.round(capped.base), originalPrice: capped.mrp });
  });

  it('an own price stored above the MRP (the supplier lowered it since) sells at the MRP, and the console lists it as capped', async () => {
    await platform.context.db.execute(sql`insert into reseller_product_settings (reseller_id, product_id, selling_price_paise)
      values (${shop1}, ${plain.id}, ${toPaise(plain.mrp + 50)})`);
    expect(await productPage(plain.asin, SHOP1)).toMatchObject({ discountPrice: plain.mrp, originalPrice: plain.mrp });
    expect(await cartLine(shopper, plain.id, SHOP1)).toMatchObject({ discountPrice: plain.mrp, originalPrice: plain.mrp });
    const list = await listShopPrices(platform.context.db, shop1, { filter: 'capped' });
    expect(list.rows.map((r) => r.id)).toEqual([plain.id]);
    expect(list.rows[0]).toMatchObject({ ownPrice: plain.mrp + 50, price: plain.mrp, mrp: plain.mrp, cappedAtMrp: true });
    expect(list.capped).toBe(1);
    // Setting it again at that price is refused: the console names the MRP.
    await expect(setProductPrice(deps(), shop1, { product_id: plain.id, price: plain.mrp + 50 })).rejects.toMatchObject({
      status: 400,
      message: `The selling price cannot be above the MRP of ₹${plain.mrp.toLocaleString('en-IN')}.`,
    });
  });

  it('an order placed before a markup keeps the amounts it was placed at', async () => {
    const number = await placeOrder(shopper, plain, SHOP1);
    const before = await storedOrder(number);
    expect(before[0]).toMatchObject({ unit_price_paise: toPaise(Math.round(plain.base)) });
    await setMarkup(deps(), shop1, { markup: 20 });
    await setProductPrice(deps(), shop1, { product_id: plain.id, price: plain.mrp });
    expect(await storedOrder(number)).toEqual(before);
    const details = await platform.call('GET', '/api/Get_OrderDetails', { host: SHOP1, token: shopper.token });
    const line = (details.body.data as { CoOrderID: string; StandardPrice: number }[]).find((l) => l.CoOrderID === number);
    expect(line).toMatchObject({ StandardPrice: Math.round(plain.base) });
  });
});
