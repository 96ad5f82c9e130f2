import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHOP2, type TestPlatform } from '../testing/test-platform';
import { rows, setStock, type TestProduct, type TestShopper } from '../testing/order-test-kit';
import { resetShopPrices, setUpShopPrices, shopPriceCalls, type ShopPricesKit } from '../testing/shop-prices-kit';
import { sellingRupees } from './pricing';
import { listShopPrices, setCategoryHidden, setMarkup, setProductHidden, setProductPrice } from './shop-prices';
import { HIDDEN_PRODUCT_MESSAGE } from './shop-visibility';

describe('a shop’s prices and hiding', () => {
  let kit: ShopPricesKit;
  let platform: TestPlatform;
  let shop1: number;
  let shop2: number;
  let shopper: TestShopper;
  let product: TestProduct;
  let other: TestProduct;
  let announced: string[][];
  const { deps, refusal, productPage, listing, wholeListing, searchIds, lookup, homeIds, addToCart, readCart, placeOrder } = shopPriceCalls(
    () => platform,
  );

  beforeAll(async () => {
    kit = await setUpShopPrices();
    ({ platform, shop1, shop2, shopper, product, other, announced } = kit);
  });
  afterEach(() => resetShopPrices(kit));
  afterAll(() => platform.close());

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
