import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesAnswer,
  groupsAnswer,
  homeHeadersAnswer,
  productFiltersAnswer,
  productPageAnswer,
  singleProductAnswer,
} from '../contract/catalogue';
import { queryRows } from '../../shared/db/database';
import { sellingRupees } from '../../pricing/pricing';
import { createTestPlatform, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';

describe('catalogue calls', () => {
  let platform: TestPlatform;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(platform.database.db, query);
  const page = (json: unknown, host = SHOP1) => platform.call('POST', '/api/GetProductPage', { json, host });

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  describe('the catalogue tree', () => {
    it('answers groups with their categories and subcategories in display order', async () => {
      const result = await platform.call('POST', '/api/GetAllGroupWithCategory');
      expect(result.status).toBe(200);
      const groups = groupsAnswer.parse(result.body);
      expect(groups.map((g) => g.group_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const mens = groups[0]!;
      expect(mens.group_desc).toBe("Men's Fashion");
      expect(mens.categories.map((c) => c.category_id)).toEqual([101, 102, 103]);
      const topwear = mens.categories[0]!;
      expect(topwear).toMatchObject({ category_desc: "Men's Topwear", url: 'mens-topwear' });
      expect(topwear.cocategory_image).toMatch(/^\/uploads\/demo\/tshirt-[0-9a-f]{6}-1\.jpg$/);
      expect(topwear.Subcategories).toEqual([
        { subcategory_id: 1001, subcategory_desc: 'T-Shirts' },
        { subcategory_id: 1002, subcategory_desc: 'Casual Shirts' },
        { subcategory_id: 1003, subcategory_desc: 'Formal Shirts' },
        { subcategory_id: 1004, subcategory_desc: 'Polo T-Shirts' },
      ]);
    });

    it('answers every category with its subcategories, in group order', async () => {
      const result = await platform.call('POST', '/api/GetAllCategory');
      expect(result.status).toBe(200);
      const categories = categoriesAnswer.parse(result.body);
      expect(categories).toHaveLength(18);
      expect(categories.map((c) => c.category_id).slice(0, 5)).toEqual([101, 102, 103, 104, 105]);
      expect(categories.find((c) => c.category_id === 104)?.Subcategories.map((s) => s.subcategory_desc)).toEqual([
        'Sarees',
        'Kurtis',
        'Lehengas',
        'Dupattas',
      ]);
    });
  });

  describe('home sections', () => {
    it("answers the shop's sections in order with their products in order", async () => {
      const result = await platform.call('GET', '/api/GetAllHeaderWithProduct');
      expect(result.status).toBe(200);
      const sections = homeHeadersAnswer.parse(result.body);
      expect(sections.map((s) => s.headername)).toEqual([
        'Trending Ethnic Wear',
        'Handpicked Festive Footwear For The Whole Family',
        'Beauty Bestsellers',
        'Home & Kitchen Essentials',
      ]);
      const first = sections[0]!;
      const expected = await rows<{ product_id: number }>(
        sql`select product_id from home_header_products where header_id = ${first.headerid} order by position`,
      );
      expect(first.list_product.map((p) => p.id)).toEqual(expected.map((r) => r.product_id));
      expect(first.list_product.length).toBeGreaterThan(0);
      expect(first.list_product.every((p) => [1005, 1011, 1012].includes(p.subcategory_id))).toBe(true);
    });

    it('answers an empty section with an empty list, and only the shop’s own sections', async () => {
      const result = await platform.call('GET', '/api/GetAllHeaderWithProduct', { host: SHOP2 });
      const sections = homeHeadersAnswer.parse(result.body);
      expect(sections.map((s) => s.headername)).toEqual([
        'Kitchen Favourites',
        'Fragrances for Every Mood',
        "Men's Everyday Wear",
        'Gadgets and Accessories',
        'Coming Soon: Winter Collection',
      ]);
      expect(sections[4]!.list_product).toEqual([]);
    });
  });

  describe('a single product', () => {
    it('answers the full product by ASIN at the shop’s prices', async () => {
      const result = await platform.call('POST', '/api/GetSingleProductFilters', { json: { search: 'holi-t-shirt', subcat_id: 0, type: '' } });
      expect(result.status).toBe(200);
      const [holi] = singleProductAnswer.parse(result.body);
      expect(holi).toMatchObject({
        name: 'HOLI T-SHIRT',
        ASIN: 'holi-t-shirt',
        categoryid: 1001,
        category: 'T-Shirts',
        subcategory_id: 1001,
        category_id: 101,
        group_id: 1,
        discountPrice: 149,
        originalPrice: 499,
        recommendedSellingPrice: 49,
        delbertoPrice: 99,
        ratings: 4.5,
        ratingCount: 2381,
        color: 'White',
        liked: false,
        quantity: 125,
        size: ['S', 'M', 'L', 'XL'],
        image: 'demo/tshirt-f7f7f2-1.jpg',
      });
      expect(holi!.thumbnail).toEqual([
        { CoImage: 'demo/tshirt-f7f7f2-1.jpg' },
        { CoImage: 'demo/tshirt-f28c28-2.jpg' },
        { CoImage: 'demo/tshirt-f7f7f2-3.jpg' },
      ]);
      expect(holi!.sizes.map((s) => [s.Size_Desc, s.Stock])).toEqual([
        ['S', 40],
        ['M', 60],
        ['L', 0],
        ['XL', 25],
      ]);
      const unitIds = await rows<{ id: number }>(
        sql`select s.id from product_sizes s join products p on p.id = s.product_id where p.asin = 'holi-t-shirt' order by s.position`,
      );
      expect(holi!.sizes.map((s) => s.unit_id)).toEqual(unitIds.map((r) => r.id));
      expect(holi!.description).toContain('<strong>HOLI T-SHIRT</strong>');
      expect(holi!.colongdescription).toBe('The festival favourite: buy two for ₹249 with free delivery.');
    });

    it('marks prices up for a reseller with a markup, but not the MRP, delivery or the supplier price', async () => {
      const result = await platform.call('POST', '/api/GetSingleProductFilters', { host: SHOP2, json: { search: 'holi-t-shirt' } });
      const [holi] = singleProductAnswer.parse(result.body);
      expect(holi).toMatchObject({ discountPrice: 167, originalPrice: 499, recommendedSellingPrice: 49, delbertoPrice: 99 });
      expect(holi!.discountPrice).toBe(Math.round(149 * 1.12));
    });

    it('shows an unsized product with no sizes and its stock as the quantity', async () => {
      const [unsized] = await rows<{ asin: string; stock: number }>(sql`
        select p.asin, s.stock from products p join product_sizes s on s.product_id = p.id
        where s.size_desc = '' and p.is_active order by p.position limit 1`);
      const result = await platform.call('POST', '/api/GetSingleProductFilters', { json: { search: unsized!.asin } });
      const [product] = singleProductAnswer.parse(result.body);
      expect(product).toMatchObject({ ASIN: unsized!.asin, sizes: [], size: [], quantity: unsized!.stock });
    });

    it('answers an array of colours when the product offers a choice', async () => {
      const [withColours] = await rows<{ asin: string; color_options: string[] }>(
        sql`select asin, color_options from products where color_options is not null order by position limit 1`,
      );
      const result = await platform.call('POST', '/api/GetSingleProductFilters', { json: { search: withColours!.asin } });
      expect(result.body[0].color).toEqual(withColours!.color_options);
    });

    it('answers [] for an unknown or inactive product', async () => {
      expect((await platform.call('POST', '/api/GetSingleProductFilters', { json: { search: 'no-such-product' } })).body).toEqual([]);
      const [victim] = await rows<{ asin: string }>(sql`select asin from products where position = 119`);
      await platform.database.db.execute(sql`update products set is_active = false where asin = ${victim!.asin}`);
      try {
        expect((await platform.call('POST', '/api/GetSingleProductFilters', { json: { search: victim!.asin } })).body).toEqual([]);
      } finally {
        await platform.database.db.execute(sql`update products set is_active = true where asin = ${victim!.asin}`);
      }
    });

    it('refuses a request without an ASIN, naming the field', async () => {
      const result = await platform.call('POST', '/api/GetSingleProductFilters', { json: { search: '  ' } });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ status: 'false', message: 'search: is required', field: 'search' });
    });
  });

  describe('the legacy product list', () => {
    const list = (json: unknown, host = SHOP1) => platform.call('POST', '/api/GetAllProductFilters', { json, host });

    it("answers a subcategory's products in featured order", async () => {
      const result = await list({ search: '', subcat_id: 1001, type: 'subcat' });
      expect(result.status).toBe(200);
      const products = productFiltersAnswer.parse(result.body);
      const expected = await rows<{ id: number }>(sql`select id from products where subcategory_id = 1001 and is_active order by position`);
      expect(products.map((p) => p.id)).toEqual(expected.map((r) => r.id));
      expect(products[0]!.name).toBe('HOLI T-SHIRT');
      expect(products[0]).not.toHaveProperty('description');
    });

    it('answers a category and a group (ids as strings too)', async () => {
      const category = productFiltersAnswer.parse((await list({ search: '', subcat_id: '104', type: 'cat' })).body);
      expect(category.length).toBeGreaterThan(0);
      expect(category.every((p) => p.category_id === 104)).toBe(true);
      const group = productFiltersAnswer.parse((await list({ search: '', subcat_id: 2, type: 'group' })).body);
      const [{ count } = { count: 0 }] = await rows<{ count: number }>(
        sql`select count(*)::int as count from products where group_id = 2 and is_active`,
      );
      expect(group).toHaveLength(count);
      expect(group.every((p) => p.group_id === 2)).toBe(true);
    });

    it('answers [] for an unknown or malformed id', async () => {
      expect((await list({ search: '', subcat_id: 999999, type: 'subcat' })).body).toEqual([]);
      expect((await list({ search: '', subcat_id: 'abc', type: 'cat' })).body).toEqual([]);
      expect((await list({ search: '', subcat_id: -4, type: 'group' })).body).toEqual([]);
    });

    it('prices the list for the requesting shop', async () => {
      const [plain, marked] = await Promise.all([list({ subcat_id: 1011, type: 'subcat' }), list({ subcat_id: 1011, type: 'subcat' }, SHOP2)]);
      const bases = await rows<{ id: number; base_price_paise: number; base_mrp_paise: number }>(
        sql`select id, base_price_paise, base_mrp_paise from products where subcategory_id = 1011 order by position`,
      );
      expect(plain.body.map((p: { discountPrice: number }) => p.discountPrice)).toEqual(bases.map((b) => sellingRupees(b.base_price_paise, 0)));
      // Marked up, but never above the MRP, which is the supplier's in every shop.
      expect(marked.body.map((p: { discountPrice: number }) => p.discountPrice)).toEqual(
        bases.map((b) => Math.min(Math.round((b.base_price_paise / 100) * 1.12), b.base_mrp_paise / 100)),
      );
      expect(marked.body.map((p: { originalPrice: number }) => p.originalPrice)).toEqual(bases.map((b) => b.base_mrp_paise / 100));
    });

    it('refuses an unknown list type, naming the field', async () => {
      const result = await list({ search: '', subcat_id: 1, type: 'brand' });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ status: 'false', message: "type: must be 'cat', 'subcat', 'group' or ''", field: 'type' });
    });
  });

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
