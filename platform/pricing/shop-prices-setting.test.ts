import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../shared/contract/money';
import { SHOP1, SHOP2, type TestPlatform } from '../testing/test-platform';
import { rows, type TestProduct, type TestShopper } from '../testing/order-test-kit';
import { resetShopPrices, setUpShopPrices, shopPriceCalls, type Card, type ShopPricesKit } from '../testing/shop-prices-kit';
import { sellingRupees } from './pricing';
import { setMarkup, setProductPrice } from './shop-prices';

describe('a shop’s prices and hiding', () => {
  let kit: ShopPricesKit;
  let platform: TestPlatform;
  let shop1: number;
  let shopper: TestShopper;
  let shopper2: TestShopper;
  let product: TestProduct;
  let supplierMrp: number;
  let announced: string[][];
  const { deps, refusal, productPage, listing, cardOf, lookup, addToCart, readCart, emptyCart, placeOrder, orderLine, settingsOf, subcategoryOf } =
    shopPriceCalls(() => platform);

  beforeAll(async () => {
    kit = await setUpShopPrices();
    ({ platform, shop1, shopper, shopper2, product, supplierMrp, announced } = kit);
  });
  afterEach(() => resetShopPrices(kit));
  afterAll(() => platform.close());

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
});
