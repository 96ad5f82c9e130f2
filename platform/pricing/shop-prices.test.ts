import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../shared/contract/money';
import type { Problem } from '../shared/problem';
import { createTestPlatform, SHOP1, SHOP2, type TestPlatform } from '../testing/test-platform';
import { pickProduct, registerShopper, rows, setStock, withCaptcha, type TestProduct, type TestShopper } from '../testing/order-test-kit';
import { sellingRupees } from './pricing';
import { listShopPrices, setCategoryHidden, setMarkup, setProductHidden, setProductPrice } from './shop-prices';
import { HIDDEN_PRODUCT_MESSAGE } from './shop-visibility';

interface Card {
  id: number;
  ASIN: string;
  discountPrice: number;
  originalPrice: number;
  category_id: number;
  subcategory_id: number;
}

describe('a shop’s prices and hiding', () => {
  let platform: TestPlatform;
  let shop1: number;
  let shop2: number;
  let shopper: TestShopper;
  let shopper2: TestShopper;
  let product: TestProduct;
  let other: TestProduct;
  let supplierMrp: number;
  const announced: string[][] = [];

  const deps = () => ({ db: platform.context.db, changes: platform.context.changes });
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
    const result = await platform.call('POST', '/api/GetSingleProductFilters', { host, json: { search: asin, subcat_id: 0, type: '' } });
    expect(result.status).toBe(200);
    return result.body[0] as Card | undefined;
  };
  const listing = async (json: Record<string, unknown>, host = SHOP1) => {
    const result = await platform.call('POST', '/api/GetProductPage', { host, json: { page: 1, page_size: 60, ...json } });
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
    (await platform.call('POST', '/api/GetProductsByIds', { host, json: { ids } })).body as Card[];
  const homeIds = async (host = SHOP1) =>
    ((await platform.call('GET', '/api/GetAllHeaderWithProduct', { host })).body as { list_product: Card[] }[]).flatMap((s) =>
      s.list_product.map((p) => p.id),
    );
  const addToCart = (who: TestShopper, productId: number, host = SHOP1) =>
    platform.call('POST', '/api/Add_to_cart1', { host, token: who.token, json: [{ prod_id: productId, unit: 1, cart_size: '' }] });
  const readCart = async (who: TestShopper, host = SHOP1) =>
    (await platform.call('POST', '/api/Add_to_cart1', { host, token: who.token, json: [{ user_token: 'x' }] })).body.data as Card[];
  const emptyCart = (who: TestShopper, productId: number, host = SHOP1) =>
    platform.call('POST', '/api/Add_to_cart1', { host, token: who.token, json: [{ prod_id: productId, unit: 0, cart_size: '' }] });
  const placeOrder = async (who: TestShopper, productId: number, asin: string, host = SHOP1) =>
    platform.call('POST', '/api/insert_Customer_Order', {
      host,
      token: who.token,
      json: await withCaptcha(
        platform,
        who.token,
        { addressid: who.addressId, coupan_Code: '', paymentmode: 'COD', orders: [{ asinid: productId, quantity: 1, productcode: asin }] },
        host,
      ),
    });
  const orderLine = async (number: string) =>
    (
      await rows<{ unit_price_paise: number; subtotal_paise: number }>(
        platform,
        sql`select l.unit_price_paise, o.subtotal_paise from orders o join order_lines l on l.order_id = o.id where o.number = ${number}`,
      )
    )[0]!;
  const settingsOf = (productId: number) =>
    rows<{ reseller_id: number; selling_price_paise: number | null; hidden: boolean }>(
      platform,
      sql`select reseller_id, selling_price_paise, hidden from reseller_product_settings where product_id = ${productId}`,
    );

  beforeAll(async () => {
    platform = await createTestPlatform();
    platform.context.changes.subscribe((change) => void announced.push(change.tags));
    const shops = await rows<{ id: number; code: string }>(platform, sql`select id, code from resellers`);
    shop1 = shops.find((s) => s.code === 'apna-bazaar')!.id;
    shop2 = shops.find((s) => s.code === 'kesari-mart')!.id;
    shopper = await registerShopper(platform);
    shopper2 = await registerShopper(platform, SHOP2);
    product = await pickProduct(platform, { sized: false, delivery: false });
    other = await pickProduct(platform, { sized: false, delivery: false, skip: 1 });
    await setStock(platform, product.id, '', 50);
    await setStock(platform, other.id, '', 50);
    supplierMrp = (await rows<{ m: number }>(platform, sql`select base_mrp_paise as m from products where id = ${product.id}`))[0]!.m;
  });
  afterEach(async () => {
    await platform.context.db.execute(sql`delete from reseller_product_settings`);
    await platform.context.db.execute(sql`delete from reseller_hidden_categories`);
    await platform.context.db.execute(sql`update resellers set markup_percent = case when id = ${shop2} then 12 else 0 end`);
    platform.context.resellers.forget();
    await emptyCart(shopper, product.id);
    await emptyCart(shopper, other.id);
    announced.length = 0;
  });
  afterAll(() => platform.close());

  const subcategoryOf = async (p: TestProduct) => (await productPage(p.asin))!.subcategory_id;

  describe('the markup', () => {
    it('sets markup to 20% and the product page, listing, cart and a new order use the new price', async () => {
      const subcategory = await subcategoryOf(product);
      expect((await productPage(product.asin))!.discountPrice).toBe(sellingRupees(product.basePaise, 0));

      const result = await setMarkup(deps(), shop1, { markup: '20' });
      // The products 20% would take above their MRP are counted independently of the platform's rule.
      const capped = (
        await rows<{ n: number }>(platform, sql`select count(*)::int as n from products where is_active and base_price_paise * 1.2 > base_mrp_paise`)
      )[0]!.n;
      expect(capped).toBeGreaterThan(1);
      expect(result).toEqual({
        markup: 20,
        capped,
        message: `Markup set to 20%. A product the supplier sells at ₹500 now sells at ₹600. ${capped} products would sell above their MRP at 20%, so they sell at their MRP.`,
      });
      const price = sellingRupees(product.basePaise, 20);

      expect((await productPage(product.asin))!.discountPrice).toBe(price);
      expect((await cardOf(subcategory, product.asin))!.discountPrice).toBe(price);
      expect((await addToCart(shopper, product.id)).status).toBe(200);
      expect((await readCart(shopper)).find((line) => line.id === product.id)!.discountPrice).toBe(price);
      const placed = await placeOrder(shopper, product.id, product.asin);
      expect(placed.status).toBe(200);
      expect(await orderLine(placed.body.data.CoOrderID)).toEqual({ unit_price_paise: toPaise(price), subtotal_paise: toPaise(price) });

      // The other shop keeps its own markup.
      expect((await productPage(product.asin, SHOP2))!.discountPrice).toBe(sellingRupees(product.basePaise, 12));
      // Every host of the shop is announced, so its pages expire in every process; nothing of the other shop's.
      expect(announced[0]).toEqual(['shop:127.0.0.1', 'shop:localhost']);
    });

    it.each([
      ['above 300', '301'],
      ['negative', -5],
      ['a fraction', 12.5],
      ['words', 'ten'],
    ])('refuses a markup that is %s with 400 and a message, and saves nothing', async (_, markup) => {
      expect(await refusal(setMarkup(deps(), shop1, { markup }))).toEqual({
        status: 400,
        message: `Markup must be a whole number of per cent from 0 to 300; "${String(markup)}" is not.`,
        field: 'markup',
      });
      expect((await rows<{ m: number }>(platform, sql`select markup_percent as m from resellers where id = ${shop1}`))[0]!.m).toBe(0);
      expect(announced).toEqual([]);
    });
  });

  describe('a product’s own price', () => {
    it('is used by the product page, listing, search, cart and a new order of that shop only', async () => {
      const subcategory = await subcategoryOf(product);
      const own = sellingRupees(product.basePaise, 0) + 37;
      const { row, message } = await setProductPrice(deps(), shop1, { product_id: product.id, price: String(own) });
      expect(message).toBe(`${product.name} now sells at ₹${own.toLocaleString('en-IN')}.`);
      expect(row).toMatchObject({ id: product.id, ownPrice: own, price: own, markupPrice: sellingRupees(product.basePaise, 0) });

      expect((await productPage(product.asin))!.discountPrice).toBe(own);
      expect((await cardOf(subcategory, product.asin))!.discountPrice).toBe(own);
      expect((await lookup([product.id]))[0]!.discountPrice).toBe(own);
      expect((await addToCart(shopper, product.id)).status).toBe(200);
      expect((await readCart(shopper)).find((line) => line.id === product.id)!.discountPrice).toBe(own);
      const placed = await placeOrder(shopper, product.id, product.asin);
      expect(placed.status).toBe(200);
      expect((await orderLine(placed.body.data.CoOrderID)).unit_price_paise).toBe(toPaise(own));

      // The other shop sells at its markup.
      expect((await productPage(product.asin, SHOP2))!.discountPrice).toBe(sellingRupees(product.basePaise, 12));
      expect((await addToCart(shopper2, product.id, SHOP2)).status).toBe(200);
      expect((await readCart(shopper2, SHOP2)).find((line) => line.id === product.id)!.discountPrice).toBe(sellingRupees(product.basePaise, 12));
      await emptyCart(shopper2, product.id, SHOP2);
      expect(announced[0]).toEqual(['shop:127.0.0.1', 'shop:localhost', `product:${product.asin}`]);
    });

    it('refuses a price below the supplier price with 400 naming the price field, and saves nothing', async () => {
      const below = Math.floor(product.basePaise / 100) - 1;
      const supplier = (product.basePaise / 100).toLocaleString('en-IN', {
        maximumFractionDigits: 2,
        minimumFractionDigits: product.basePaise % 100 ? 2 : 0,
      });
      expect(await refusal(setProductPrice(deps(), shop1, { product_id: product.id, price: below }))).toEqual({
        status: 400,
        message: `The selling price cannot be below the supplier price of ₹${supplier}.`,
        field: 'price',
      });
      expect(await settingsOf(product.id)).toEqual([]);
      expect(announced).toEqual([]);
    });

    it.each([
      ['a fraction of a rupee', '499.50', 'The selling price must be whole rupees; "499.50" is not.'],
      ['zero', 0, 'The selling price must be more than ₹0; "0" is not.'],
      ['text', 'cheap', 'The selling price must be a number of rupees; "cheap" is not.'],
      ['too much', 20_00_000, 'The selling price can be at most ₹10,00,000; "2000000" is not.'],
    ])('refuses %s with a message', async (_, price, message) => {
      expect(await refusal(setProductPrice(deps(), shop1, { product_id: product.id, price }))).toEqual({ status: 400, message, field: 'price' });
      expect(await settingsOf(product.id)).toEqual([]);
    });

    it('refuses an unknown product with 404', async () => {
      expect(await refusal(setProductPrice(deps(), shop1, { product_id: 999_999, price: 500 }))).toMatchObject({ status: 404, field: 'product_id' });
    });

    it('accepts exactly the supplier price, and clearing it follows the markup again', async () => {
      await setMarkup(deps(), shop1, { markup: 20 });
      const floor = Math.ceil(product.basePaise / 100);
      await setProductPrice(deps(), shop1, { product_id: product.id, price: floor });
      expect((await productPage(product.asin))!.discountPrice).toBe(floor);
      const cleared = await setProductPrice(deps(), shop1, { product_id: product.id, price: '' });
      expect(cleared.row.ownPrice).toBeNull();
      expect(cleared.message).toBe(`${product.name} follows the markup again: ₹${sellingRupees(product.basePaise, 20)}.`);
      expect((await productPage(product.asin))!.discountPrice).toBe(sellingRupees(product.basePaise, 20));
      expect(await settingsOf(product.id)).toEqual([{ reseller_id: shop1, selling_price_paise: null, hidden: false }]);
    });

    it('refuses a price above the supplier’s MRP with 400 naming the MRP, and saves nothing; exactly the MRP is accepted', async () => {
      const mrp = supplierMrp / 100;
      expect(await refusal(setProductPrice(deps(), shop1, { product_id: product.id, price: mrp + 1 }))).toEqual({
        status: 400,
        message: `The selling price cannot be above the MRP of ₹${mrp.toLocaleString('en-IN')}.`,
        field: 'price',
      });
      expect(await settingsOf(product.id)).toEqual([]);
      expect(announced).toEqual([]);
      const { row } = await setProductPrice(deps(), shop1, { product_id: product.id, price: mrp });
      expect(row).toMatchObject({ ownPrice: mrp, price: mrp, mrp, cappedAtMrp: false });
      expect(await productPage(product.asin)).toMatchObject({ discountPrice: mrp, originalPrice: mrp });
    });

    it('sorts listings and search results by the price shoppers pay, capped at the MRP, and filters price bands on the MRP', async () => {
      // The product's whole group: enough products for some to be capped and some not.
      const group = (await productPage(product.asin)) as Card & { group_id: number };
      const scope = { kind: 'group', id: group.group_id };
      const whole = async (json: Record<string, unknown>, host = SHOP1) => {
        const cards: Card[] = [];
        let total = 0;
        for (let page = 1; page === 1 || cards.length < total; page++) {
          const answer = await listing({ ...scope, page, ...json }, host);
          total = answer.total;
          cards.push(...answer.cards);
        }
        return { cards, total };
      };
      // 60% takes part of the catalogue above its MRP, and an own price at the MRP puts the product among the dearest.
      await setMarkup(deps(), shop1, { markup: 60 });
      await setProductPrice(deps(), shop1, { product_id: product.id, price: supplierMrp / 100 });
      const falling = await whole({ sort: 'priceHighToLow' });
      expect(falling.cards.some((c) => c.discountPrice === c.originalPrice && c.ASIN !== product.asin)).toBe(true);
      expect(falling.cards.every((c) => c.discountPrice <= c.originalPrice)).toBe(true);
      const prices = falling.cards.map((c) => c.discountPrice);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(falling.cards.map((c) => c.ASIN)).toContain(product.asin);
      const rising = (await whole({ sort: 'priceLowToHigh' })).cards;
      expect(rising.map((c) => c.discountPrice)).toEqual([...prices].sort((a, b) => a - b));
      expect(rising.map((c) => c.id).sort()).toEqual(falling.cards.map((c) => c.id).sort());
      // Page by page, the same order as one long page, both ways.
      for (const [sort, whole] of [
        ['priceHighToLow', falling.cards],
        ['priceLowToHigh', rising],
      ] as const) {
        const paged: string[] = [];
        for (let page = 1; paged.length < falling.total; page++) {
          const { cards } = await listing({ ...scope, sort, page, page_size: 7 });
          paged.push(...cards.map((c) => c.ASIN));
        }
        expect(paged, sort).toEqual(whole.map((c) => c.ASIN));
      }
      // A search sorted by price, too.
      const word = product.name.split(/\s+/).find((w) => w.length > 3)!;
      const searched = (await listing({ kind: 'search', search: word, sort: 'priceLowToHigh' })).cards.map((c) => c.discountPrice);
      expect(searched.length).toBeGreaterThan(1);
      expect(searched).toEqual([...searched].sort((a, b) => a - b));

      // A price band on the MRP, the supplier's in every shop: both shops list the same products in it.
      const band = await whole({ price_band: '100-1000' });
      expect(band.cards.every((c) => c.originalPrice >= 100 && c.originalPrice <= 1000)).toBe(true);
      const all = await whole({});
      expect(band.total).toBe(all.cards.filter((c) => c.originalPrice >= 100 && c.originalPrice <= 1000).length);
      expect((await whole({ price_band: '100-1000' }, SHOP2)).cards.map((c) => c.ASIN).sort()).toEqual(band.cards.map((c) => c.ASIN).sort());
    });
  });

  describe('hiding', () => {
    it('a hidden product leaves that shop’s listings, search, home, lookups and product page; carts and orders refuse it', async () => {
      const [homeProduct] = await homeIds();
      const [row] = await rows<{ asin: string; name: string; subcategory_id: number }>(
        platform,
        sql`select asin, name, subcategory_id from products where id = ${homeProduct!}`,
      );
      await setStock(platform, homeProduct!, '', 50).catch(() => {});
      const word = row!.name.split(/\s+/).find((w) => w.length > 3)!;
      expect(await searchIds(word)).toContain(homeProduct);
      const totalBefore = (await wholeListing(row!.subcategory_id)).total;

      const { message } = await setProductHidden(deps(), shop1, { product_id: homeProduct, hidden: true });
      expect(message).toBe(`${row!.name} is hidden from your shop.`);
      expect(await productPage(row!.asin)).toBeUndefined();
      const after = await wholeListing(row!.subcategory_id);
      expect(after.cards.map((c) => c.id)).not.toContain(homeProduct);
      expect(after.total).toBe(totalBefore - 1);
      expect(await searchIds(word)).not.toContain(homeProduct);
      expect(await homeIds()).not.toContain(homeProduct);
      expect(await lookup([homeProduct!])).toEqual([]);
      const added = await addToCart(shopper, homeProduct!);
      expect(added).toMatchObject({ status: 404, body: { status: 'false', message: HIDDEN_PRODUCT_MESSAGE } });
      const ordered = await placeOrder(shopper, homeProduct!, row!.asin);
      expect(ordered).toMatchObject({ status: 404, body: { message: HIDDEN_PRODUCT_MESSAGE } });

      // The other shop still sells it.
      expect(await productPage(row!.asin, SHOP2)).toBeDefined();
      expect(await lookup([homeProduct!], SHOP2)).toHaveLength(1);
      expect(await searchIds(word, SHOP2)).toContain(homeProduct);

      // Shown again, it is back.
      const shown = await setProductHidden(deps(), shop1, { product_id: homeProduct, hidden: false });
      expect(shown.message).toBe(`${row!.name} is shown in your shop again.`);
      expect(await productPage(row!.asin)).toBeDefined();
      expect((await wholeListing(row!.subcategory_id)).total).toBe(totalBefore);
    });

    it('a product hidden after it was put in a cart leaves the cart and cannot be ordered', async () => {
      expect((await addToCart(shopper, product.id)).status).toBe(200);
      await setProductHidden(deps(), shop1, { product_id: product.id, hidden: true });
      expect((await readCart(shopper)).map((line) => line.id)).not.toContain(product.id);
      const checkout = await platform.call('POST', '/api/cart_to_checkout', { token: shopper.token, json: [{ prod_id: product.id, unit: 1 }] });
      expect(checkout).toMatchObject({ status: 404, body: { message: HIDDEN_PRODUCT_MESSAGE } });
    });

    it('a hidden category hides its products and its menu entry, in that shop only', async () => {
      const page = (await productPage(product.asin))!;
      const category = page.category_id;
      const { message, category: entry } = await setCategoryHidden(deps(), shop1, { category_id: category, hidden: true });
      expect(entry).toMatchObject({ id: category, hidden: true });
      expect(message).toBe(`${entry.name} is hidden from your shop, with its ${entry.products} products.`);
      expect(announced.at(-1)).toEqual(['shop:127.0.0.1', 'shop:localhost']);

      expect(await productPage(product.asin)).toBeUndefined();
      expect(await listing({ kind: 'cat', id: category })).toEqual({ cards: [], total: 0 });
      expect((await wholeListing(page.subcategory_id)).total).toBe(0);
      const group = (await rows<{ group_id: number }>(platform, sql`select group_id from categories where id = ${category}`))[0]!.group_id;
      const groupListing = await listing({ kind: 'group', id: group, page_size: 60 });
      expect(groupListing.cards.every((c) => c.category_id !== category)).toBe(true);
      const groupTotal = (
        await rows<{ n: number }>(
          platform,
          sql`select count(*)::int as n from products where is_active and group_id = ${group} and category_id <> ${category}`,
        )
      )[0]!.n;
      expect(groupListing.total).toBe(groupTotal);
      const menu = (await platform.call('POST', '/api/GetAllGroupWithCategory')).body as { categories: { category_id: number }[] }[];
      expect(menu.flatMap((g) => g.categories.map((c) => c.category_id))).not.toContain(category);
      expect((await addToCart(shopper, product.id)).body.message).toBe(HIDDEN_PRODUCT_MESSAGE);

      const menu2 = (await platform.call('POST', '/api/GetAllGroupWithCategory', { host: SHOP2 })).body as {
        categories: { category_id: number }[];
      }[];
      expect(menu2.flatMap((g) => g.categories.map((c) => c.category_id))).toContain(category);
      expect(await productPage(product.asin, SHOP2)).toBeDefined();

      // Hiding a product of a hidden category, then showing the category: the product stays hidden on its own.
      await setProductHidden(deps(), shop1, { product_id: product.id, hidden: true });
      await setCategoryHidden(deps(), shop1, { category_id: category, hidden: false });
      expect(await productPage(product.asin)).toBeUndefined();
      expect(await productPage(other.asin)).toBeDefined();
    });

    it('refuses an unknown category with 404', async () => {
      expect(await refusal(setCategoryHidden(deps(), shop1, { category_id: 999_999, hidden: true }))).toMatchObject({
        status: 404,
        field: 'category_id',
      });
    });
  });

  describe('the console’s list', () => {
    it('pages through the catalogue with the shop’s prices, and finds products by name words or ASIN', async () => {
      await setMarkup(deps(), shop1, { markup: 20 });
      await setProductPrice(deps(), shop1, { product_id: product.id, price: Math.ceil(product.basePaise / 100) + 1 });
      await setProductHidden(deps(), shop1, { product_id: other.id, hidden: true });

      const first = await listShopPrices(platform.context.db, shop1, { page: '1', page_size: '5' });
      const active = (await rows<{ n: number }>(platform, sql`select count(*)::int as n from products where is_active`))[0]!.n;
      expect(first).toMatchObject({ status: 'true', markup: 20, total: active, page: 1, page_size: 5 });
      expect(first.rows).toHaveLength(5);
      expect(first.categories.length).toBeGreaterThan(0);

      const byAsin = await listShopPrices(platform.context.db, shop1, { q: product.asin });
      expect(byAsin.rows.map((r) => r.asin)).toContain(product.asin);
      expect(byAsin.rows.find((r) => r.asin === product.asin)).toMatchObject({
        supplierPrice: product.basePaise / 100,
        markupPrice: sellingRupees(product.basePaise, 20),
        ownPrice: Math.ceil(product.basePaise / 100) + 1,
        price: Math.ceil(product.basePaise / 100) + 1,
        hidden: false,
        belowSupplier: false,
      });
      const words = product.name.toUpperCase().split(/\s+/).slice(0, 2).join(' ');
      expect((await listShopPrices(platform.context.db, shop1, { q: words, page_size: 60 })).rows.map((r) => r.id)).toContain(product.id);

      expect((await listShopPrices(platform.context.db, shop1, { filter: 'own-price' })).rows.map((r) => r.id)).toEqual([product.id]);
      expect((await listShopPrices(platform.context.db, shop1, { filter: 'hidden' })).rows.map((r) => r.id)).toEqual([other.id]);
      // The other shop's list knows nothing of these.
      const elsewhere = await listShopPrices(platform.context.db, shop2, { filter: 'own-price' });
      expect(elsewhere).toMatchObject({ markup: 12, total: 0, rows: [] });
    });

    it('refuses a search that is too long', async () => {
      expect(await refusal(listShopPrices(platform.context.db, shop1, { q: 'x'.repeat(101) }))).toMatchObject({ status: 400, field: 'q' });
    });
  });
});
