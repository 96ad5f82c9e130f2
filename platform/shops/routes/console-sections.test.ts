import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopTag } from '../../shared/contract/cache-tags';
import { SECTION_PRODUCTS_MAX } from '../contract/console-sections';
import type { Change } from '../../shared/events';
import { rows } from '../../testing/order-test-kit';
import { createTestPlatform, OWNER1, OWNER2, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';

interface HomeHeader {
  headerid: number;
  headername: string;
  list_product: { id: number; category_id: number }[];
}

describe('console: home sections', () => {
  let platform: TestPlatform;
  let owner: string;
  let changes: Change[] = [];
  const get = (path: string, token = owner, host = SHOP1) => platform.call('GET', path, { host, token });
  const post = (path: string, json: unknown, token = owner, host = SHOP1) =>
    platform.call('POST', `/api/console/sections/${path}`, { host, token, json });
  const home = async (host = SHOP1) => (await platform.call('GET', '/api/GetAllHeaderWithProduct', { host })).body as HomeHeader[];
  const sections = async () => (await get('/api/console/sections')).body.sections as { id: number; name: string; hidden: boolean }[];

  beforeAll(async () => {
    platform = await createTestPlatform();
    owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    platform.context.changes.subscribe((change) => void changes.push(change));
  });
  afterEach(() => {
    changes = [];
  });
  afterAll(() => platform.close());

  it('lists the shop’s sections in home-page order, as the home call has them', async () => {
    const list = await sections();
    expect(list.length).toBeGreaterThan(1);
    expect((await home()).map((h) => h.headername)).toEqual(list.map((s) => s.name));
  });

  it('moves a home section up and the home page order changes; the first cannot go further up', async () => {
    const before = await sections();
    const second = before[1]!;
    const moved = await post('move', { id: second.id, direction: 'up' });
    expect(moved.body).toEqual({ status: 'true', message: 'The section moved up.', id: second.id });
    expect((await home()).map((h) => h.headerid).slice(0, 2)).toEqual([second.id, before[0]!.id]);
    // Every host of the shop: its home page expires in every process.
    expect(changes).toEqual([{ tags: expect.arrayContaining([shopTag('localhost'), shopTag('127.0.0.1')]) }]);

    const again = await post('move', { id: second.id, direction: 'up' });
    expect(again.body.message).toBe('The section is already first.');
    await post('move', { id: second.id, direction: 'down' });
    expect((await home()).map((h) => h.headerid)).toEqual(before.map((s) => s.id));
  });

  it('creates, renames and hides a section; a hidden section leaves the home page but stays in the console', async () => {
    const created = await post('create', { name: '  Monsoon picks ' });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect((await sections()).at(-1)).toMatchObject({ id, name: 'Monsoon picks', hidden: false });
    expect((await home()).at(-1)).toMatchObject({ headerid: id, headername: 'Monsoon picks', list_product: [] });

    await post('rename', { id, name: 'Rainy day picks' });
    expect((await home()).at(-1)!.headername).toBe('Rainy day picks');

    await post('hide', { id, hidden: true });
    expect((await home()).some((h) => h.headerid === id)).toBe(false);
    expect((await sections()).find((s) => s.id === id)).toMatchObject({ hidden: true });
    await post('hide', { id, hidden: false });
    expect((await home()).some((h) => h.headerid === id)).toBe(true);

    expect((await post('rename', { id, name: '   ' })).body).toMatchObject({
      status: 'false',
      message: 'Enter a name for the section.',
      field: 'name',
    });
    await post('delete', { id });
    expect((await sections()).some((s) => s.id === id)).toBe(false);
  });

  it('chooses products through the picker, in order; the home call shows them so', async () => {
    const id = (await post('create', { name: 'Picked' })).body.id as number;
    const found = await get(`/api/console/product_search?q=${encodeURIComponent('holi-t-shirt')}`);
    expect(found.body.products[0]).toMatchObject({ asin: 'holi-t-shirt', shown: true });
    const [other] = await rows<{ id: number }>(
      platform,
      sql`select id from products where is_active and asin <> 'holi-t-shirt' order by position offset 3 limit 1`,
    );
    const holi = found.body.products[0].id as number;

    expect((await post('products', { id, productIds: [other!.id, holi] })).status).toBe(200);
    expect((await home()).find((h) => h.headerid === id)!.list_product.map((p) => p.id)).toEqual([other!.id, holi]);
    const detail = await get(`/api/console/section?id=${id}`);
    expect(detail.body.section.products.map((p: { id: number }) => p.id)).toEqual([other!.id, holi]);

    // Reordered, then one removed.
    await post('products', { id, productIds: [holi, other!.id] });
    expect((await home()).find((h) => h.headerid === id)!.list_product.map((p) => p.id)).toEqual([holi, other!.id]);
    await post('products', { id, productIds: [holi] });
    expect((await home()).find((h) => h.headerid === id)!.list_product.map((p) => p.id)).toEqual([holi]);

    const tooMany = await post('products', { id, productIds: Array.from({ length: SECTION_PRODUCTS_MAX + 1 }, (_, i) => i + 1) });
    expect(tooMany.body).toMatchObject({ status: 'false', message: `A section can hold at most ${SECTION_PRODUCTS_MAX} products.` });
    // A product the shop hides cannot be chosen.
    await platform.context.db.execute(
      sql`insert into reseller_product_settings (reseller_id, product_id, hidden) select r.id, ${other!.id}, true from resellers r where r.code = 'apna-bazaar'`,
    );
    expect((await post('products', { id, productIds: [holi, other!.id] })).body.message).toBe('That product is not sold in this shop.');
    expect((await get(`/api/console/product_search?q=${encodeURIComponent(other!.id.toString())}`)).status).toBe(200);
  });

  it('fills a category section with that category’s first products, and back to the chosen ones', async () => {
    const id = (await post('create', { name: 'From a category' })).body.id as number;
    const detail = await get(`/api/console/section?id=${id}`);
    const category = detail.body.categories[0] as { id: number; name: string };
    const expected = await rows<{ id: number }>(
      platform,
      sql`select id from products where is_active and category_id = ${category.id}
          and id not in (select product_id from reseller_product_settings where hidden)
          order by position, id limit ${SECTION_PRODUCTS_MAX}`,
    );
    expect(expected.length).toBeGreaterThan(0);

    expect((await post('source', { id, categoryId: category.id })).status).toBe(200);
    const shown = (await home()).find((h) => h.headerid === id)!;
    expect(shown.list_product.map((p) => p.id)).toEqual(expected.map((row) => row.id));
    expect((await sections()).find((s) => s.id === id)).toMatchObject({ categoryId: category.id, categoryName: category.name });

    await post('source', { id, categoryId: null });
    expect((await home()).find((h) => h.headerid === id)!.list_product).toEqual([]);
    expect((await post('source', { id, categoryId: 999_999 })).body.message).toBe('There is no such category.');
  });

  it("answers 404 for another shop's section, changes nothing of it, and needs a console session", async () => {
    const kesari = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
    const theirs = (await get('/api/console/sections', kesari, SHOP2)).body.sections[0] as { id: number; name: string };
    for (const [path, json] of [
      ['rename', { id: theirs.id, name: 'Mine now' }],
      ['move', { id: theirs.id, direction: 'down' }],
      ['hide', { id: theirs.id, hidden: true }],
      ['delete', { id: theirs.id }],
      ['source', { id: theirs.id, categoryId: null }],
      ['products', { id: theirs.id, productIds: [] }],
    ] as const) {
      const result = await post(path, json);
      expect(result.status, path).toBe(404);
      expect(result.body.message).toBe('There is no such home section in this shop.');
    }
    expect((await get(`/api/console/section?id=${theirs.id}`)).status).toBe(404);
    expect((await home(SHOP2))[0]!.headername).toBe(theirs.name);
    expect((await platform.call('GET', '/api/console/sections', { host: SHOP1 })).status).toBe(401);
    expect((await post('create', { name: 'x' }, kesari)).status).toBe(403);
  });
});
