import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';
import { CONSOLE_OPERATORS_ONLY } from '../../shops/contract/console-auth';
import { catalogueListAnswer, catalogueProductAnswer } from '../contract/console-catalogue';
import { catalogueTreeAnswer } from '../contract/console-catalogue-tree';
import { CATALOGUE_CSV_COLUMNS, csvImportAnswer } from '../contract/console-catalogue-csv';
import { productPageAnswer } from '../contract/catalogue';
import { CSV_IMPORT_TOO_LARGE } from '../../shared/contract/upload-limits';
import { csvText, generatedRecords, somePlace, type CsvPlace, type CsvRecord } from '../../testing/catalogue-csv-kit';
import { rows } from '../../testing/order-test-kit';
import { createTestPlatform, OPERATOR, OWNER1, SHOP2, type TestPlatform } from '../../testing/test-platform';

describe('console: the operators’ catalogue', () => {
  let platform: TestPlatform;
  let operator: string;
  let owner: string;
  let place: CsvPlace;
  const get = (path: string, token = operator) => platform.call('GET', `/api/console/catalogue/${path}`, { token });
  const post = (path: string, json: unknown, token = operator) => platform.call('POST', `/api/console/catalogue/${path}`, { token, json });
  const postCsv = (path: string, text: string, token = operator) =>
    platform.call('POST', `/api/console/catalogue/${path}`, { token, body: text, headers: { 'content-type': 'text/csv; charset=utf-8' } });
  const productCount = async () => (await rows<{ n: number }>(platform, sql`select count(*)::int as n from products`))[0]!.n;
  const search = async (text: string, host?: string) =>
    productPageAnswer.parse(
      (await platform.call('POST', '/api/GetProductPage', { host, json: { kind: 'search', search: text, page_size: 60 } })).body,
    ).data;
  const shopProduct = async (asin: string, host?: string) =>
    (await platform.call('POST', '/api/GetSingleProductFilters', { host, json: { search: asin, subcat_id: 0, type: '' } })).body[0];

  const valid = () => ({
    name: 'Chanderi Silk Dupatta',
    subcategoryId: place.subcategoryId,
    brand: 'Rangrez',
    badge: 'New Arrival',
    badge1: 'Handcrafted',
    material: 'Chanderi silk',
    colour: 'Gold',
    colourOptions: ['Gold', 'Maroon'],
    description: '<h1>Light</h1><p onclick="x()">Woven in <strong>Chanderi</strong>.</p><script>alert(1)</script>',
    youtubeLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    price: 899,
    originalPrice: 1499,
    supplierPrice: 629,
    delivery: 49,
    sizes: [{ size: '', stock: 12 }],
    images: ['demo/tshirt-f7f7f2-1.jpg'],
  });

  beforeAll(async () => {
    platform = await createTestPlatform();
    operator = await platform.consoleSignIn(OPERATOR.email, OPERATOR.password);
    owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    place = await somePlace(platform.context.db);
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

  it('uploads a picture through the stored files and a product can then show it', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e25822' } })
      .png()
      .toBuffer();
    const upload = await platform.call('POST', '/api/console/catalogue/pictures', {
      token: operator,
      body: png as unknown as string,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload).toMatchObject({ status: 200, body: { status: 'true', file: expect.stringMatching(/^products\/[0-9a-f]{12}\.jpg$/) } });
    const file = upload.body.file as string;
    const served = await platform.app.request(`http://localhost/uploads/${file}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const created = await post('products/create', { ...valid(), name: 'Saffron Cushion Cover', images: [file, 'demo/tshirt-f7f7f2-1.jpg'] });
    expect(created).toMatchObject({
      status: 200,
      body: { product: { images: [file, 'demo/tshirt-f7f7f2-1.jpg'], imageUrls: [`/uploads/${file}`, '/uploads/demo/tshirt-f7f7f2-1.jpg'] } },
    });
    const notImage = await platform.call('POST', '/api/console/catalogue/pictures', {
      token: operator,
      body: 'hello',
      headers: { 'content-type': 'image/png' },
    });
    expect(notImage).toMatchObject({ status: 400, body: { field: 'file' } });
  });

  it('gives a category a picture that the storefront’s category carousel shows, and refuses a file that is not an image', async () => {
    const png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#00695c' } })
      .png()
      .toBuffer();
    const picture = (body: unknown, id: number | string = place.categoryId) =>
      platform.call('POST', `/api/console/catalogue/tree/picture?id=${id}`, {
        token: operator,
        body: body as string,
        headers: { 'content-type': 'image/png' },
      });
    const result = await picture(png);
    expect(result.status).toBe(200);
    const category = catalogueTreeAnswer
      .parse(result.body)
      .groups.flatMap((group) => group.categories)
      .find((c) => c.id === place.categoryId)!;
    expect(category.imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f]{12}\.jpg$/);
    for (const host of [undefined, SHOP2]) {
      const groups = await platform.call('POST', '/api/GetAllGroupWithCategory', { host });
      expect(JSON.stringify(groups.body)).toContain(`"cocategory_image":"${category.imageUrl}"`);
    }
    expect(await picture('hello')).toMatchObject({ status: 400, body: { field: 'file' } });
    expect(await picture(png, 999999)).toMatchObject({ status: 404 });
    expect(await picture(png, 'x')).toMatchObject({ status: 400, body: { message: 'Choose a category.' } });
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

  it('adds, renames, reorders and moves the tree; refuses to delete a category that has products, saying why', async () => {
    const tree = async () => catalogueTreeAnswer.parse((await get('tree')).body).groups;
    const added = await post('tree/add', { level: 'group', name: 'Puja' });
    expect(added.status).toBe(200);
    const group = catalogueTreeAnswer.parse(added.body).groups.find((g) => g.name === 'Puja')!;
    const withCategory = await post('tree/add', { level: 'category', name: 'Diyas', parentId: group.id, hsnCode: '6913' });
    const category = catalogueTreeAnswer.parse(withCategory.body).groups.find((g) => g.id === group.id)!.categories[0]!;
    expect(category).toMatchObject({ name: 'Diyas', slug: 'diyas', hsnCode: '6913', gstRatePercent: null, products: 0 });
    const taxed = await post('tree/tax', { id: category.id, hsnCode: '69139000', gstRatePercent: '12' });
    expect(taxed.body.message).toBe('"Diyas" invoices now show HSN 69139000 and GST 12 %.');
    expect(catalogueTreeAnswer.parse(taxed.body).groups.find((g) => g.id === group.id)!.categories[0]).toMatchObject({
      hsnCode: '69139000',
      gstRatePercent: 12,
    });
    expect(await post('tree/tax', { id: category.id, hsnCode: '6913', gstRatePercent: 7 })).toMatchObject({
      status: 400,
      body: { field: 'gstRatePercent', message: 'A GST rate is one of 0, 0.25, 3, 5, 12, 18, 28 per cent.' },
    });
    expect(await post('tree/tax', { id: category.id, hsnCode: '69', gstRatePercent: '' })).toMatchObject({ status: 400, body: { field: 'hsnCode' } });
    expect((await tree()).find((g) => g.id === group.id)!.categories[0]).toMatchObject({ hsnCode: '69139000', gstRatePercent: 12 });
    await post('tree/add', { level: 'subcategory', name: 'Clay', parentId: category.id });
    await post('tree/add', { level: 'subcategory', name: 'Brass', parentId: category.id });
    expect(await post('tree/add', { level: 'subcategory', name: 'X', parentId: 999999 })).toMatchObject({ status: 400, body: { field: 'parentId' } });
    const subs = (await tree()).find((g) => g.id === group.id)!.categories[0]!.subcategories;
    expect(subs.map((s) => s.name)).toEqual(['Clay', 'Brass']);
    await post('tree/reorder', { level: 'subcategory', ids: [subs[1]!.id, subs[0]!.id] });
    await post('tree/rename', { level: 'subcategory', id: subs[0]!.id, name: 'Terracotta' });
    expect((await tree()).find((g) => g.id === group.id)!.categories[0]!.subcategories.map((s) => s.name)).toEqual(['Brass', 'Terracotta']);
    expect(await post('tree/reorder', { level: 'subcategory', ids: [subs[1]!.id] })).toMatchObject({ status: 400, body: { field: 'ids' } });

    // A product in the new sub-category, then the sub-category moves to another category: the product follows.
    const created = await post('products/create', { ...valid(), name: 'Brass Diya', subcategoryId: subs[1]!.id });
    expect(created.body.product).toMatchObject({ categoryId: category.id, groupId: group.id });
    const refusal = await post('tree/delete', { level: 'category', id: category.id });
    expect(refusal).toMatchObject({
      status: 409,
      body: { message: 'The category "Diyas" cannot be deleted: it has 1 product. Move them to another category first.', field: 'id' },
    });
    await post('tree/move', { level: 'subcategory', id: subs[1]!.id, parentId: place.categoryId });
    const moved = catalogueProductAnswer.parse((await get('products/detail?asin=brass-diya')).body).product;
    expect(moved.categoryId).toBe(place.categoryId);
    expect((await post('tree/delete', { level: 'category', id: category.id })).status).toBe(200);
    expect((await tree()).find((g) => g.id === group.id)!.categories).toEqual([]);
    expect((await post('tree/delete', { level: 'group', id: group.id })).status).toBe(200);
  });

  describe('CSV', () => {
    const BAD_ROWS: [number, keyof CsvRecord, string, string][] = [
      // [record index, column, bad value, message]; the spreadsheet row is the index + 2 (the header is row 1)
      [10, 'price', 'abc', '"abc" is not a whole number.'],
      [201, 'stock', '-4', '"-4" is not a whole number of units.'],
      [402, 'name', '', 'The name is required.'],
      [604, 'subcategory_id', '999999', 'There is no sub-category 999999.'],
      [804, 'youtube_link', 'http://example.com/v', 'The YouTube link must be a youtube.com or youtu.be video address.'],
    ];
    let records: CsvRecord[];

    beforeAll(() => {
      // 500 products × 2 sizes: 1,000 rows; the bad cells are on each product's first row (index even) or its size row.
      records = generatedRecords(500, place, { prefix: 'imp' });
    });

    it('a dry run of a 1,000-row file with 5 bad rows reports exactly those, and applying changes nothing until they are fixed', async () => {
      const spoiled = records.map((record) => ({ ...record }));
      for (const [index, column, value] of BAD_ROWS) spoiled[index]![column] = value;
      const before = await productCount();
      const dry = await postCsv('import/dry_run', csvText(spoiled));
      expect(dry.status).toBe(200);
      const report = csvImportAnswer.parse(dry.body);
      expect(report.problems).toEqual(BAD_ROWS.map(([index, column, , message]) => ({ row: index + 2, column, message })));
      expect(report.counts).toMatchObject({ errors: 5, rows: 1000, new: 495, changed: 0, unchanged: 0 });

      const refused = await postCsv('import/apply', csvText(spoiled));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: 'false', applied: false, counts: { errors: 5 } });
      expect(refused.body.problems).toHaveLength(5);
      expect(await productCount()).toBe(before);

      const applied = await postCsv('import/apply', csvText(records));
      expect(applied.status).toBe(200);
      expect(csvImportAnswer.parse(applied.body)).toMatchObject({
        applied: true,
        counts: { new: 500, changed: 0, unchanged: 0, errors: 0, rows: 1000 },
      });
      expect(await productCount()).toBe(before + 500);
      expect((await search('handloom cotton kurta', SHOP2)).length).toBeGreaterThan(0);
    });

    it('Hindi text survives the import, the product page and the export', async () => {
      const product = catalogueProductAnswer.parse((await get('products/detail?asin=imp-0')).body).product;
      expect(product.name).toBe('Cotton Cotton Kurta 0 कुर्ता');
      expect(product.description).toBe('<p>सूती कुर्ता, हाथ से बना।</p>');
      expect((await shopProduct('imp-0'))?.name).toBe('Cotton Cotton Kurta 0 कुर्ता');
      const exported = await get('export?q=imp-0');
      expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(exported.body).toContain('<p>सूती कुर्ता, हाथ से बना।</p>');
    });

    it('an export imports back unchanged (the whole catalogue: demo and imported products, archived ones too)', async () => {
      await post('products/archive', { asin: 'imp-3', archived: true });
      const exported = await get('export');
      expect(exported.status).toBe(200);
      const total = await productCount();
      const again = await postCsv('import/dry_run', exported.body as string);
      expect(csvImportAnswer.parse(again.body)).toMatchObject({ counts: { new: 0, changed: 0, unchanged: total, errors: 0 }, problems: [] });
      const applied = await postCsv('import/apply', exported.body as string);
      expect(applied.body.counts).toMatchObject({ new: 0, changed: 0, unchanged: total });
    });

    it('a changed file changes only what differs, atomically, and the storefront sees it', async () => {
      const changed = records.map((record) => ({ ...record }));
      changed[0]!.price = '250';
      changed[1]!.stock = '77';
      // imp-2 loses its size M.
      changed.splice(5, 1);
      const result = await postCsv('import/apply', csvText(changed));
      // imp-0's price and stock, imp-2's sizes, and imp-3, archived above and not in this file, comes back.
      expect(result.body.counts).toMatchObject({ new: 0, changed: 3, unchanged: 497 });
      expect(catalogueProductAnswer.parse((await get('products/detail?asin=imp-2')).body).product.sizes).toEqual([{ size: 'S', stock: 2 }]);
      expect(catalogueProductAnswer.parse((await get('products/detail?asin=imp-0')).body).product).toMatchObject({
        price: 250,
        sizes: [
          { size: 'S', stock: 0 },
          { size: 'M', stock: 77 },
        ],
      });
    });

    it('matches the images column with pictures sent with the file, by the name each was uploaded with', async () => {
      const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#2e7d32' } })
        .png()
        .toBuffer();
      const uploaded = await platform.call('POST', '/api/console/catalogue/pictures', {
        token: operator,
        body: png as unknown as string,
        headers: { 'content-type': 'image/png' },
      });
      const file = uploaded.body.file as string;
      const record = { ...generatedRecords(1, place, { prefix: 'pic', sizesEach: 1 })[0]!, images: 'Kurta Front.PNG|demo/tshirt-f7f7f2-1.jpg' };
      const importForm = (pictures: Record<string, string>) => {
        const form = new FormData();
        form.set('file', new File([csvText([record])], 'catalogue.csv', { type: 'text/csv' }));
        form.set('pictures', JSON.stringify(pictures));
        return form;
      };
      const sendForm = (path: string, form: FormData) =>
        platform.call('POST', `/api/console/catalogue/${path}`, { token: operator, body: form as unknown as string });

      const unmatched = csvImportAnswer.parse((await sendForm('import/dry_run', importForm({}))).body);
      expect(unmatched.problems).toEqual([{ row: 2, column: 'images', message: 'A picture must be an uploaded JPEG, PNG or WebP file name.' }]);
      const applied = await sendForm('import/apply', importForm({ 'Kurta Front.PNG': file }));
      expect(applied.status).toBe(200);
      expect(csvImportAnswer.parse(applied.body).counts).toMatchObject({ new: 1, errors: 0 });
      expect(catalogueProductAnswer.parse((await get('products/detail?asin=pic-0')).body).product.images).toEqual([file, 'demo/tshirt-f7f7f2-1.jpg']);
      const badMap = await sendForm('import/dry_run', importForm({ 'x.jpg': '../../etc/passwd' }));
      expect(badMap).toMatchObject({
        status: 400,
        body: { field: 'pictures', message: 'A picture must be an uploaded JPEG, PNG or WebP file name.' },
      });
    });

    it('takes a file past the usual 8 MB body limit, up to 32 MB, and refuses a larger one saying so', async () => {
      const nineMegabytes = `asin,name\n${'x'.repeat(9 * 1024 * 1024)}\n`;
      // Read (and refused for its columns), not cut off at the usual limit.
      expect(await postCsv('import/dry_run', nineMegabytes)).toMatchObject({ status: 400, body: { field: 'file' } });
      expect((await post('products/create', { name: 'x'.repeat(9 * 1024 * 1024) })).status).toBe(413);
      expect(await postCsv('import/dry_run', 'x'.repeat(33 * 1024 * 1024))).toMatchObject({
        status: 413,
        body: { status: 'false', message: CSV_IMPORT_TOO_LARGE, field: 'file' },
      });
    });

    it('reads a file saved with a byte-order mark, as spreadsheets save UTF-8, and rows ending in CRLF', async () => {
      const text = `\ufeff${csvText(generatedRecords(3, place, { prefix: 'bom' })).replace(/\n/g, '\r\n')}`;
      const dry = await postCsv('import/dry_run', text);
      expect(dry.status).toBe(200);
      expect(csvImportAnswer.parse(dry.body)).toMatchObject({ counts: { rows: 6, new: 3, errors: 0 }, problems: [] });
    });

    it('refuses a body that is not CSV text, and a file without the columns', async () => {
      expect(await post('import/dry_run', { a: 1 })).toMatchObject({ status: 400, body: { field: 'file' } });
      expect(await postCsv('import/dry_run', 'asin,name\nx,y\n')).toMatchObject({ status: 400, body: { field: 'file' } });
      expect(await postCsv('import/dry_run', '"asin,name\n')).toMatchObject({ status: 400, body: { field: 'file' } });
      const header = CATALOGUE_CSV_COLUMNS.join(',');
      expect(await postCsv('import/dry_run', `${header}\nx,"Silk Saree\n`)).toMatchObject({
        status: 400,
        body: { field: 'file', message: 'The file is not readable as CSV: Quoted field unterminated (row 2).' },
      });
      expect(await postCsv('import/dry_run', `${header}\nx,y\nz,"Silk" Saree,1\n`)).toMatchObject({
        status: 400,
        body: { field: 'file', message: 'The file is not readable as CSV: Trailing quote on quoted field is malformed (row 3).' },
      });
    });
  });
});
