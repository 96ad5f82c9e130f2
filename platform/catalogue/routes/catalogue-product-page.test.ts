import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageAnswer } from '../contract/catalogue';
import { sellingRupees } from '../../pricing/pricing';
import { catalogueCalls } from '../../testing/catalogue-test-kit';
import { createTestPlatform, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';

describe('catalogue calls', () => {
  let platform: TestPlatform;
  const { rows, page } = catalogueCalls(() => platform);

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  describe('the paginated product page', () => {
    it('answers a page of cards with the total', async () => {
      const result = await page({ kind: 'cat', id: 101, page: 1, page_size: 5 });
      expect(result.status).toBe(200);
      const body = productPageAnswer.parse(result.body);
      const [{ count } = { count: 0 }] = await rows<{ count: number }>(
        sql`select count(*)::int as count from products where category_id = 101 and is_active`,
      );
      expect(body).toMatchObject({ status: 'true', total: count, page: 1, page_size: 5 });
      expect(body.data).toHaveLength(5);
      expect(body.searched).toBeUndefined();
    });

    it('pages through a group without repeating or losing a product', async () => {
      const [{ count } = { count: 0 }] = await rows<{ count: number }>(
        sql`select count(*)::int as count from products where group_id = 1 and is_active`,
      );
      const seen: number[] = [];
      for (let n = 1; n <= Math.ceil(count / 6); n++) {
        const body = productPageAnswer.parse((await page({ kind: 'group', id: 1, page: n, page_size: 6 })).body);
        expect(body.total).toBe(count);
        seen.push(...body.data.map((p) => p.id));
      }
      expect(seen).toHaveLength(count);
      expect(new Set(seen).size).toBe(count);
      const first = productPageAnswer.parse((await page({ kind: 'group', id: 1, page: 1, page_size: 6 })).body);
      const second = productPageAnswer.parse((await page({ kind: 'group', id: 1, page: 2, page_size: 6 })).body);
      expect(second.data.map((p) => p.id)).not.toEqual(first.data.map((p) => p.id));
      const beyond = productPageAnswer.parse((await page({ kind: 'group', id: 1, page: 99, page_size: 6 })).body);
      expect(beyond).toMatchObject({ data: [], total: count, page: 99 });
    });

    it('sorts featured by position, by selling price both ways and by name both ways', async () => {
      const all = async (sort: string, host = SHOP1) =>
        productPageAnswer.parse((await page({ kind: 'cat', id: 101, page_size: 60, sort }, host)).body).data;
      const featured = await all('featured');
      const positions = await rows<{ id: number }>(sql`select id from products where category_id = 101 and is_active order by position`);
      expect(featured.map((p) => p.id)).toEqual(positions.map((r) => r.id));

      for (const host of [SHOP1, SHOP2]) {
        const low = (await all('priceLowToHigh', host)).map((p) => p.discountPrice);
        expect(low).toEqual([...low].sort((a, b) => a - b));
        const high = (await all('priceHighToLow', host)).map((p) => p.discountPrice);
        expect(high).toEqual([...high].sort((a, b) => b - a));
        expect(new Set(high)).toEqual(new Set(low));
        expect(low[0]).toBeLessThan(low[low.length - 1]!);
      }
      const az = (await all('nameAZ')).map((p) => p.name.toLowerCase());
      expect(az).toEqual([...az].sort());
      const za = (await all('nameZA')).map((p) => p.name.toLowerCase());
      expect(za).toEqual([...az].reverse());
    });

    it('filters by price band on the selling MRP, bounds included', async () => {
      for (const host of [SHOP1, SHOP2]) {
        const markup = host === SHOP2 ? 12 : 0;
        const body = productPageAnswer.parse((await page({ kind: 'group', id: 2, page_size: 60, price_band: '100-1000' }, host)).body);
        expect(body.data.length).toBeGreaterThan(0);
        expect(body.data.every((p) => p.originalPrice >= 100 && p.originalPrice <= 1000)).toBe(true);
        const mrps = await rows<{ base_mrp_paise: number }>(sql`select base_mrp_paise from products where group_id = 2 and is_active`);
        const expected = mrps.filter((r) => {
          const mrp = sellingRupees(r.base_mrp_paise, markup);
          return mrp >= 100 && mrp <= 1000;
        });
        expect(body.total).toBe(expected.length);
      }
      const expensive = productPageAnswer.parse((await page({ kind: 'group', id: 2, page_size: 60, price_band: '8000-50000' })).body);
      expect(expensive.data.every((p) => p.originalPrice >= 8000 && p.originalPrice <= 50000)).toBe(true);
    });

    it('includes a product whose selling MRP sits exactly on a band edge', async () => {
      const db = platform.database.db;
      const [target] = await rows<{ id: number; base_mrp_paise: number; asin: string }>(
        sql`select id, base_mrp_paise, asin from products where subcategory_id = 1011 order by position limit 1`,
      );
      await db.execute(sql`update products set base_mrp_paise = 200000, base_price_paise = least(base_price_paise, 200000) where id = ${target!.id}`);
      try {
        const inBand = productPageAnswer.parse((await page({ kind: 'subcat', id: 1011, page_size: 60, price_band: '2000-3000' })).body);
        expect(inBand.data.map((p) => p.ASIN)).toContain(target!.asin);
        const below = productPageAnswer.parse((await page({ kind: 'subcat', id: 1011, page_size: 60, price_band: '100-1000' })).body);
        expect(below.data.map((p) => p.ASIN)).not.toContain(target!.asin);
      } finally {
        await db.execute(sql`update products set base_mrp_paise = ${target!.base_mrp_paise} where id = ${target!.id}`);
      }
    });

    it('filters by a case-insensitive part of the name, taking wildcards literally', async () => {
      const lower = productPageAnswer.parse((await page({ kind: 'group', id: 1, page_size: 60, name: 'shirt' })).body);
      expect(lower.data.length).toBeGreaterThan(1);
      expect(lower.data.every((p) => p.name.toLowerCase().includes('shirt'))).toBe(true);
      const upper = productPageAnswer.parse((await page({ kind: 'group', id: 1, page_size: 60, name: 'SHIRT' })).body);
      expect(upper.data.map((p) => p.id)).toEqual(lower.data.map((p) => p.id));
      const [{ count } = { count: 0 }] = await rows<{ count: number }>(
        sql`select count(*)::int as count from products where group_id = 1 and is_active and name ilike '%shirt%'`,
      );
      expect(lower.total).toBe(count);
      expect(productPageAnswer.parse((await page({ kind: 'group', id: 1, name: '%' })).body).total).toBe(0);
      expect(productPageAnswer.parse((await page({ kind: 'group', id: 1, name: 'T_Shirt' })).body).total).toBe(0);
    });

    it('answers an empty page for an unknown category', async () => {
      const body = productPageAnswer.parse((await page({ kind: 'subcat', id: 424242 })).body);
      expect(body).toMatchObject({ data: [], total: 0, page: 1, page_size: 24 });
    });

    it.each([
      [{ kind: 'cat', id: 101, page_size: 1000 }, 'page_size'],
      [{ kind: 'cat', id: 101, sort: 'cheapest' }, 'sort'],
      [{ id: 101 }, 'kind'],
      [{ kind: 'cat' }, 'id'],
      [{ kind: 'search', search: ' ' }, 'search'],
      [{ kind: 'cat', id: 101, page: 0 }, 'page'],
      [{ kind: 'cat', id: 101, price_band: '1-2' }, 'price_band'],
    ])('refuses %j, naming %s', async (json, field) => {
      const result = await page(json);
      expect(result.status).toBe(400);
      expect(result.body.status).toBe('false');
      expect(result.body.field).toBe(field);
      expect(result.body.message).toMatch(new RegExp(`^${field}: `));
    });

    it('refuses a body that is not JSON', async () => {
      const result = await platform.call('POST', '/api/GetProductPage', { body: '{kind:', headers: { 'content-type': 'application/json' } });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('The request body must be valid JSON.');
    });
  });
});
