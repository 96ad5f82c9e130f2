import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';
import { CONSOLE_OPERATORS_ONLY } from '../../shops/contract/console-auth';
import { catalogueListAnswer, catalogueProductAnswer } from '../contract/console-catalogue';
import { type CsvPlace } from '../../testing/catalogue-csv-kit';
import { rows } from '../../testing/order-test-kit';
import { consoleCatalogueCalls, setUpConsoleCatalogue } from '../../testing/catalogue-test-kit';
import { SHOP2, type TestPlatform } from '../../testing/test-platform';

describe('console: the operators’ catalogue', () => {
  let platform: TestPlatform;
  let operator: string;
  let owner: string;
  let place: CsvPlace;
  const { get, post, productCount, search, shopProduct, valid } = consoleCatalogueCalls(() => ({ platform, operator, owner, place }));

  beforeAll(async () => {
    ({ platform, operator, owner, place } = await setUpConsoleCatalogue());
  });
  afterAll(() => platform.close());

  it('answers an owner 403 from every catalogue call and changes nothing', async () => {
    const before = await productCount();
    const catalogueCalls = Object.values(calls).filter((call) => call.path.startsWith('/api/console/catalogue'));
    expect(catalogueCalls.length).toBe(20);
    for (const call of catalogueCalls) {
      const result =
        call.body === 'raw'
          ? await platform.call('POST', call.path, { token: owner, body: 'asin\n', headers: { 'content-type': 'text/csv' } })
          : await platform.call(call.method, call.path, { token: owner, ...(call.method === 'POST' ? { json: valid() } : {}) });
      expect(result, call.path).toMatchObject({ status: 403, body: { status: 'false', message: CONSOLE_OPERATORS_ONLY } });
    }
    expect(await productCount()).toBe(before);
  });

  it('creates a product that every shop shows and finds at once, its description sanitised', async () => {
    const result = await post('products/create', valid());
    expect(result.status).toBe(200);
    const { product } = catalogueProductAnswer.parse(result.body);
    expect(product).toMatchObject({ asin: 'chanderi-silk-dupatta', name: 'Chanderi Silk Dupatta', price: 899, archived: false });
    expect(product.description).toBe('<h3>Light</h3><p>Woven in <strong>Chanderi</strong>.</p>');
    for (const host of [undefined, SHOP2]) {
      expect((await shopProduct(product.asin, host))?.name).toBe('Chanderi Silk Dupatta');
      expect((await search('chanderi dupata', host)).map((p) => p.name)).toContain('Chanderi Silk Dupatta');
    }
    const again = await post('products/create', valid());
    expect(again.body.product.asin).toBe('chanderi-silk-dupatta-2');
  });

  const badFields: [string, unknown, string, string][] = [
    ['name', '  ', 'name', 'The name is required.'],
    ['name', 'x'.repeat(201), 'name', 'The name may be at most 200 characters.'],
    ['subcategoryId', 'abc', 'subcategoryId', 'Choose a sub-category.'],
    ['subcategoryId', 999999, 'subcategoryId', 'There is no such sub-category; choose one from the list.'],
    ['brand', 'b'.repeat(81), 'brand', 'The brand may be at most 80 characters.'],
    ['badge', 'b'.repeat(41), 'badge', 'A badge may be at most 40 characters.'],
    ['badge1', 7, 'badge1', 'A badge must be text.'],
    ['material', 'm'.repeat(81), 'material', 'The material may be at most 80 characters.'],
    ['colour', 'Green', 'colour', 'The colour must be one of the colour list.'],
    ['colourOptions', ['Gold', ''], 'colourOptions.1', 'A colour in the list cannot be empty.'],
    ['description', 'd'.repeat(20_001), 'description', 'The description may be at most 20,000 characters.'],
    ['youtubeLink', 'https://evil.example/watch?v=1', 'youtubeLink', 'The YouTube link must be a youtube.com or youtu.be video address.'],
    ['price', 1600, 'price', 'The selling price cannot be more than the original price (MRP).'],
    ['price', 10.5, 'price', 'The selling price must be a whole number of rupees.'],
    ['originalPrice', 0, 'originalPrice', 'The original price (MRP) must be at least ₹1.'],
    ['supplierPrice', 900, 'supplierPrice', 'The supplier price cannot be more than the selling price.'],
    ['delivery', -1, 'delivery', 'Delivery cannot be negative.'],
    ['sizes', [], 'sizes', 'Give at least one size (an empty size for an unsized product).'],
    [
      'sizes',
      [
        { size: 'M', stock: 1 },
        { size: 'M', stock: 2 },
      ],
      'sizes.1.size',
      'The size "M" is listed twice.',
    ],
    ['sizes', [{ size: 'M', stock: -3 }], 'sizes.0.stock', 'Stock cannot be negative.'],
    ['images', [], 'images', 'Add at least one picture.'],
    ['images', ['../etc/passwd.jpg'], 'images.0', 'A picture must be an uploaded JPEG, PNG or WebP file name.'],
    ['images', ['products/not-uploaded.jpg'], 'images.0', 'The picture "products/not-uploaded.jpg" was not uploaded; upload it first.'],
  ];

  it.each(badFields)('refuses a new product with a bad %s (%j): message on its field, nothing saved', async (key, value, field, message) => {
    const before = await productCount();
    const result = await post('products/create', { ...valid(), name: 'Refused Product', [key]: value });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ status: 'false', message, field });
    expect(await productCount()).toBe(before);
  });

  it.each(badFields)('refuses an edit with a bad %s (%j) and leaves the product as it was', async (key, value, field, message) => {
    const asin = 'chanderi-silk-dupatta';
    const before = (await get(`products/detail?asin=${asin}`)).body.product;
    const result = await post('products/update', { asin, [key]: value });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ status: 'false', message, field });
    expect((await get(`products/detail?asin=${asin}`)).body.product).toEqual(before);
  });

  it('renames a product: its URL (ASIN) stays, search finds the new name and not the old one', async () => {
    const result = await post('products/update', {
      asin: 'chanderi-silk-dupatta-2',
      name: 'Banarasi Zari Stole',
      sizes: [{ size: 'Free', stock: 4 }],
    });
    expect(result).toMatchObject({
      status: 200,
      body: { product: { asin: 'chanderi-silk-dupatta-2', name: 'Banarasi Zari Stole', brand: 'Rangrez', colourOptions: ['Gold', 'Maroon'] } },
    });
    expect((await search('banarasi stole')).map((p) => p.name)).toContain('Banarasi Zari Stole');
    expect((await shopProduct('chanderi-silk-dupatta-2'))?.name).toBe('Banarasi Zari Stole');
    expect(
      await rows(
        platform,
        sql`select size_desc, stock from product_sizes ps join products p on p.id = ps.product_id where p.asin = 'chanderi-silk-dupatta-2'`,
      ),
    ).toEqual([{ size_desc: 'Free', stock: 4 }]);
  });

  it('archives a product out of every shop and brings it back; edits stock per size', async () => {
    const asin = 'chanderi-silk-dupatta-2';
    expect((await post('products/archive', { asin, archived: true })).status).toBe(200);
    expect(await shopProduct(asin, SHOP2)).toBeUndefined();
    expect((await search('banarasi stole')).map((p) => p.name)).not.toContain('Banarasi Zari Stole');
    const archived = catalogueListAnswer.parse((await get('products?state=archived&q=banarasi')).body);
    expect(archived.rows.map((row) => row.asin)).toEqual([asin]);
    expect((await post('products/archive', { asin, archived: false })).status).toBe(200);
    expect((await shopProduct(asin))?.name).toBe('Banarasi Zari Stole');

    expect(await post('stock', { asin, stock: { Free: 9 } })).toMatchObject({
      status: 200,
      body: { product: { sizes: [{ size: 'Free', stock: 9 }] } },
    });
    expect(await post('stock', { asin, stock: { XXL: 1 } })).toMatchObject({ status: 404, body: { field: 'stock' } });
    expect(await post('stock', { asin, stock: { Free: -1 } })).toMatchObject({ status: 400, body: { field: 'stock.Free' } });
  });

  it('lists with search, category, stock state and price band, and pages', async () => {
    const list = async (query: string) => catalogueListAnswer.parse((await get(`products?${query}`)).body);
    const found = await list('q=chanderi%20duppatta');
    expect(found.searched).toBe('chanderi dupatta');
    expect(found.rows.map((row) => row.asin)).toContain('chanderi-silk-dupatta');
    const band = await list(`category=${place.categoryId}&price_min=800&price_max=900&stock=in-stock`);
    expect(band.rows.length).toBeGreaterThan(0);
    for (const row of band.rows) {
      expect(row.categoryId).toBe(place.categoryId);
      expect(row.price).toBeGreaterThanOrEqual(800);
      expect(row.price).toBeLessThanOrEqual(900);
      expect(row.stock).toBeGreaterThan(0);
    }
    const out = await list('stock=out-of-stock&page_size=5');
    expect(out.rows.every((row) => row.stock === 0)).toBe(true);
    const page2 = await list('page=2&page_size=5');
    expect(page2.rows).toHaveLength(5);
    expect(page2.total).toBe((await list('page_size=5')).total);
    expect((await get('products?stock=some')).body).toMatchObject({ field: 'stock', message: 'Choose a stock state.' });
  });
});
