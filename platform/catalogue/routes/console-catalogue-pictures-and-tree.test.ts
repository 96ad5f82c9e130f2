import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProductAnswer } from '../contract/console-catalogue';
import { catalogueTreeAnswer } from '../contract/console-catalogue-tree';
import { type CsvPlace } from '../../testing/catalogue-csv-kit';
import { consoleCatalogueCalls, setUpConsoleCatalogue } from '../../testing/catalogue-test-kit';
import { SHOP2, type TestPlatform } from '../../testing/test-platform';

describe('console: the operators’ catalogue', () => {
  let platform: TestPlatform;
  let operator: string;
  let owner: string;
  let place: CsvPlace;
  const { get, post, valid } = consoleCatalogueCalls(() => ({ platform, operator, owner, place }));

  beforeAll(async () => {
    ({ platform, operator, owner, place } = await setUpConsoleCatalogue());
  });
  afterAll(() => platform.close());

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
});
