import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesAnswer, groupsAnswer, homeHeadersAnswer, productFiltersAnswer, singleProductAnswer } from '../contract/catalogue';
import { sellingRupees } from '../../pricing/pricing';
import { catalogueCalls } from '../../testing/catalogue-test-kit';
import { createTestPlatform, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';

describe('catalogue calls', () => {
  let platform: TestPlatform;
  const { rows } = catalogueCalls(() => platform);

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
});
