import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../shared/db/database';
import type { Change } from '../../shared/events';
import { createTestPlatform, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';

const KEY = { 'X-Admin-Key': 'test-admin-key' };

describe('back-office calls', () => {
  let platform: TestPlatform;
  let changes: Change[] = [];
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(platform.database.db, query);
  const admin = (path: string, json: unknown, host = SHOP1, headers: Record<string, string> = KEY) =>
    platform.call('POST', path, { json, host, headers });
  const product = async (asin: string, host = SHOP1) =>
    (await platform.call('POST', '/api/GetSingleProductFilters', { json: { search: asin }, host })).body[0];

  beforeAll(async () => {
    platform = await createTestPlatform();
    platform.context.changes.subscribe((change) => void changes.push(change));
  });
  afterEach(() => {
    changes = [];
  });
  afterAll(() => platform.close());

  describe('the admin key', () => {
    it.each([
      ['no key', {}],
      ['a wrong key', { 'X-Admin-Key': 'guess' }],
      ['an empty key', { 'X-Admin-Key': '' }],
    ])('refuses %s with 401 and changes nothing', async (_, headers) => {
      for (const path of ['/api/admin/product', '/api/admin/branding']) {
        const result = await admin(path, { ASIN: 'holi-t-shirt', discountPrice: 1, theme: { primary: '#000000' } }, SHOP1, headers);
        expect(result.status).toBe(401);
        expect(result.body).toEqual({ status: 'false', message: 'Admin key required.' });
      }
      expect((await product('holi-t-shirt')).discountPrice).toBe(149);
      expect(changes).toEqual([]);
    });

    it('refuses every back-office call with 403 when no key is configured', async () => {
      const config = platform.context.config;
      const saved = config.adminKey;
      config.adminKey = undefined;
      try {
        for (const path of ['/api/admin/product', '/api/admin/branding']) {
          const result = await admin(path, { ASIN: 'holi-t-shirt', discountPrice: 1 });
          expect(result.status).toBe(403);
          expect(result.body.status).toBe('false');
        }
      } finally {
        config.adminKey = saved;
      }
    });
  });

  describe('product changes', () => {
    it('changes base prices in rupees, which every shop then marks up (the MRP stays the supplier’s), and announces the tags', async () => {
      const result = await admin('/api/admin/product', { ASIN: 'holi-t-shirt', discountPrice: 199, originalPrice: 599 });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ status: 'true', message: 'Product updated.' });
      const [stored] = await rows<{ base_price_paise: number; base_mrp_paise: number }>(
        sql`select base_price_paise, base_mrp_paise from products where asin = 'holi-t-shirt'`,
      );
      expect(stored).toEqual({ base_price_paise: 19900, base_mrp_paise: 59900 });
      expect(await product('holi-t-shirt')).toMatchObject({ discountPrice: 199, originalPrice: 599 });
      expect(await product('holi-t-shirt', SHOP2)).toMatchObject({ discountPrice: 223, originalPrice: 599 });
      expect(changes).toEqual([{ tags: ['catalogue', 'product:holi-t-shirt'] }]);
      await admin('/api/admin/product', { ASIN: 'holi-t-shirt', discountPrice: 149, originalPrice: 499 });
    });

    it('changes the stock of sizes, including the one row of an unsized product', async () => {
      const result = await admin('/api/admin/product', { ASIN: 'holi-t-shirt', stock: { L: 7, XL: 0 } });
      expect(result.status).toBe(200);
      const holi = await product('holi-t-shirt');
      expect(holi.sizes.map((s: { Size_Desc: string; Stock: number }) => [s.Size_Desc, s.Stock])).toEqual([
        ['S', 40],
        ['M', 60],
        ['L', 7],
        ['XL', 0],
      ]);
      expect(holi.quantity).toBe(107);
      expect(changes).toEqual([{ tags: ['catalogue', 'product:holi-t-shirt'] }]);

      const [unsized] = await rows<{ asin: string }>(
        sql`select p.asin from products p join product_sizes s on s.product_id = p.id where s.size_desc = '' order by p.position limit 1`,
      );
      expect((await admin('/api/admin/product', { ASIN: unsized!.asin, stock: { '': 3 } })).status).toBe(200);
      expect((await product(unsized!.asin)).quantity).toBe(3);
    });

    it('answers 404 for an unknown product or size, and applies nothing of such a request', async () => {
      const unknown = await admin('/api/admin/product', { ASIN: 'no-such-thing', discountPrice: 10 });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: 'false', message: "There is no product with the ASIN 'no-such-thing'.", field: 'ASIN' });

      const size = await admin('/api/admin/product', { ASIN: 'holi-t-shirt', discountPrice: 99, stock: { S: 1, XXXL: 5 } });
      expect(size.status).toBe(404);
      expect(size.body).toEqual({ status: 'false', message: "The product 'holi-t-shirt' has no size 'XXXL'.", field: 'stock' });
      const holi = await product('holi-t-shirt');
      expect(holi.discountPrice).toBe(149);
      expect(holi.sizes[0].Stock).toBe(40);
      expect(changes).toEqual([]);
    });

    it('refuses a selling price above the MRP, an empty change and malformed values', async () => {
      const above = await admin('/api/admin/product', { ASIN: 'holi-t-shirt', discountPrice: 600 });
      expect(above.status).toBe(400);
      expect(above.body).toEqual({ status: 'false', message: 'discountPrice cannot be more than originalPrice.', field: 'discountPrice' });
      expect((await admin('/api/admin/product', { ASIN: 'holi-t-shirt' })).status).toBe(400);
      const negative = await admin('/api/admin/product', { ASIN: 'holi-t-shirt', discountPrice: -5 });
      expect(negative.status).toBe(400);
      expect(negative.body.field).toBe('discountPrice');
      const stock = await admin('/api/admin/product', { ASIN: 'holi-t-shirt', stock: { S: 1.5 } });
      expect(stock.status).toBe(400);
      expect(stock.body.field).toBe('stock.S');
      expect(changes).toEqual([]);
    });
  });

  describe('branding changes', () => {
    it("changes the requesting host's theme and name, bumps the logo version and announces the tags", async () => {
      const result = await admin('/api/admin/branding', { theme: { primary: '#1d4ed8' }, shop_name: 'Kesari Mega Mart' }, SHOP2);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ status: 'true', message: 'Branding updated.' });
      expect(changes).toEqual([{ tags: ['shop:shop2.localhost'] }]);

      const theme = await platform.call('POST', '/api/Get_Theme_Color', { host: SHOP2 });
      expect(theme.body.data[0]).toEqual({ text: '#102a43', background: '#fffaf3', primary: '#1d4ed8', secondary: '#f97316', accent: '#7c3aed' });
      const logo = await platform.call('GET', '/api/GetResellerLogo', { host: SHOP2 });
      expect(logo.body.data[0]).toMatchObject({
        version: 2,
        shop_name: 'Kesari Mega Mart',
        logo: '/uploads/logos/kesari-mega-mart-1d4ed8.png',
        favicon_icon: '/uploads/logos/favicon-k-1d4ed8.png',
      });
      const other = await platform.call('POST', '/api/Get_Theme_Color', { host: SHOP1 });
      expect(other.body.data[0].primary).toBe('#c2185b');
    });

    it('changes contact details without bumping the logo version', async () => {
      const result = await admin('/api/admin/branding', { emailid: 'help@apnabazaar.in', mobileno: '9000000001' });
      expect(result.status).toBe(200);
      const logo = await platform.call('GET', '/api/GetResellerLogo');
      expect(logo.body.data[0]).toMatchObject({ emailid: 'help@apnabazaar.in', mobileno: '9000000001', version: 1 });
      expect(changes).toEqual([{ tags: ['shop:127.0.0.1', 'shop:localhost'] }]);
    });

    it('changes the header strip’s promise and announces it', async () => {
      const result = await admin('/api/admin/branding', { delivery_promise: 'Pay on Delivery | Free Delivery on orders above ₹499' });
      expect(result.status).toBe(200);
      const logo = await platform.call('GET', '/api/GetResellerLogo');
      expect(logo.body.data[0].delivery_promise).toBe('Pay on Delivery | Free Delivery on orders above ₹499');
      expect(changes).toEqual([{ tags: ['shop:127.0.0.1', 'shop:localhost'] }]);
      expect((await admin('/api/admin/branding', { delivery_promise: '  ' })).body.field).toBe('delivery_promise');
    });

    it('answers without announcing anything when nothing changes', async () => {
      const result = await admin('/api/admin/branding', { theme: { accent: '#f59e0b' } });
      expect(result.body).toEqual({ status: 'true', message: 'Nothing to change.' });
      expect(changes).toEqual([]);
    });

    it('refuses a colour that is not #rrggbb, naming the field', async () => {
      const result = await admin('/api/admin/branding', { theme: { primary: 'red' } });
      expect(result.status).toBe(400);
      expect(result.body.field).toBe('theme.primary');
    });
  });
});
