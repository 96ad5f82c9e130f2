import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFiltersAnswer, productPageAnswer } from '../contract/catalogue';
import { queryRows } from '../../shared/db/database';
import { searchableName } from '../search-words';
import { createTestPlatform, SHOP2, type TestPlatform } from '../../testing/test-platform';

describe('search', () => {
  let platform: TestPlatform;
  const search = async (text: string, extra: Record<string, unknown> = {}, host?: string) => {
    const result = await platform.call('POST', '/api/GetProductPage', { json: { kind: 'search', search: text, page_size: 60, ...extra }, host });
    expect(result.status).toBe(200);
    return productPageAnswer.parse(result.body);
  };
  /** Active products whose name holds `word` as a word, in featured order. */
  const namedWith = async (pattern: RegExp) => {
    const all = await queryRows<{ id: number; name: string }>(
      platform.database.db,
      sql`select id, name from products where is_active order by position`,
    );
    return all.filter((p) => pattern.test(searchableName(p.name))).map((p) => p.id);
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it.each(['tshirt', 't shirt', 'T-Shirt', 't-shrit', 'TSHIRT', 'tshirts'])(
    'finds the T-shirts for %j, name matches first in featured order',
    async (text) => {
      const expected = await namedWith(/\btshirt\b/);
      expect(expected.length).toBeGreaterThan(3);
      const body = await search(text);
      expect(body.data.slice(0, expected.length).map((p) => p.id)).toEqual(expected);
      expect(body.data[0]!.name).toBe('HOLI T-SHIRT');
    },
  );

  it('reports the words it searched after correcting them', async () => {
    expect((await search('t-shrit')).searched).toBe('t shirt');
    expect((await search('sarees')).searched).toBe('saree');
    expect((await search('KURTA')).searched).toBe('kurta');
  });

  it('finds kurtas for "kurta"', async () => {
    const expected = await namedWith(/\bkurta\b/);
    expect(expected.length).toBeGreaterThan(0);
    const body = await search('kurta');
    expect(body.data.slice(0, expected.length).map((p) => p.id)).toEqual(expected);
    expect(body.data.slice(0, expected.length).every((p) => /kurta/i.test(p.name))).toBe(true);
  });

  it.each(['sare', 'sarees', 'Saree', 'saree'])('finds the sarees for %j', async (text) => {
    const expected = await namedWith(/\bsaree\b/);
    expect(expected.length).toBeGreaterThan(0);
    const body = await search(text);
    expect(body.data.slice(0, expected.length).map((p) => p.id)).toEqual(expected);
    expect(body.data.slice(0, expected.length).every((p) => /saree/i.test(p.name))).toBe(true);
  });

  it('ranks products whose name matches before those that only mention the word in their description', async () => {
    const body = await search('holi');
    expect(body.data[0]!.name).toBe('HOLI T-SHIRT');
    const describedOnly = body.data.slice(1);
    expect(describedOnly.length).toBeGreaterThan(0);
    expect(describedOnly.every((p) => !/\bholi\b/i.test(p.name))).toBe(true);
    const ids = describedOnly.map((p) => p.id);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      platform.database.db,
      sql`select count(*)::int as count from products where is_active and search_text ~ '\\mholi\\M' and id = any(${sql.raw(`array[${ids.join(',')}]`)})`,
    );
    expect(count).toBe(ids.length);
    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
      platform.database.db,
      sql`select count(*)::int as total from products where is_active and (search_name ~ '\\mholi\\M' or search_text ~ '\\mholi\\M')`,
    );
    expect(body.total).toBe(total);
  });

  it('finds a word that only a description holds', async () => {
    const body = await search('gulal');
    expect(body.data.map((p) => p.name)).toEqual(['HOLI T-SHIRT']);
    expect(body.total).toBe(1);
  });

  it('needs every word: a name with both comes first', async () => {
    const body = await search('leather wallet');
    const expected = await namedWith(/(?=.*\bleather\b)(?=.*\bwallet\b)/);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.data.slice(0, expected.length).map((p) => p.id)).toEqual(expected);
  });

  it('answers nothing for nonsense', async () => {
    const body = await search('qwxzvbnm plokij');
    expect(body).toMatchObject({ data: [], total: 0 });
    expect((await search('!!! ???')).total).toBe(0);
    const legacy = await platform.call('POST', '/api/GetAllProductFilters', { json: { search: 'qwxzvbnm', subcat_id: 0, type: '' } });
    expect(legacy.body).toEqual([]);
  });

  it('paginates, sorts and filters search results', async () => {
    const all = await search('shirt', { page_size: 60 });
    expect(all.total).toBeGreaterThan(8);
    const first = await search('shirt', { page: 1, page_size: 4 });
    const second = await search('shirt', { page: 2, page_size: 4 });
    expect(first.total).toBe(all.total);
    expect(first.data.map((p) => p.id)).toEqual(all.data.slice(0, 4).map((p) => p.id));
    expect(second.data.map((p) => p.id)).toEqual(all.data.slice(4, 8).map((p) => p.id));

    const cheap = (await search('shirt', { sort: 'priceLowToHigh' })).data.map((p) => p.discountPrice);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect(cheap).toHaveLength(all.data.length);
    const names = (await search('shirt', { sort: 'nameZA' })).data.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());

    const banded = await search('shirt', { price_band: '100-1000' });
    expect(banded.data.every((p) => p.originalPrice >= 100 && p.originalPrice <= 1000)).toBe(true);
    expect(banded.total).toBe(all.data.filter((p) => p.originalPrice >= 100 && p.originalPrice <= 1000).length);

    const named = await search('shirt', { name: 'polo' });
    expect(named.total).toBeGreaterThan(0);
    expect(named.data.every((p) => /polo/i.test(p.name))).toBe(true);
  });

  it('prices search results for the requesting shop', async () => {
    const [plain, marked] = await Promise.all([search('holi'), search('holi', {}, SHOP2)]);
    expect(plain.data[0]!.discountPrice).toBe(149);
    expect(marked.data[0]!.discountPrice).toBe(167);
  });

  it('serves the legacy text search from the same ranking', async () => {
    const result = await platform.call('POST', '/api/GetAllProductFilters', { json: { search: 'Kurta', subcat_id: 0, type: '' } });
    expect(result.status).toBe(200);
    const legacy = productFiltersAnswer.parse(result.body);
    const paged = await search('Kurta');
    expect(legacy.map((p) => p.id)).toEqual(paged.data.map((p) => p.id));
    expect((await platform.call('POST', '/api/GetAllProductFilters', { json: { search: '', type: '' } })).body).toEqual([]);
  });

  it('finds a product under its new name once it is renamed, and drops it once inactive', async () => {
    const db = platform.database.db;
    const [target] = await queryRows<{ id: number; name: string; search_name: string }>(
      db,
      sql`select id, name, search_name from products where position = 118`,
    );
    await db.execute(
      sql`update products set name = 'Zanskar Pashmina Shawl', search_name = ${searchableName('Zanskar Pashmina Shawl')} where id = ${target!.id}`,
    );
    try {
      expect((await search('pashmina')).data.map((p) => p.id)).toEqual([target!.id]);
      await db.execute(sql`update products set is_active = false where id = ${target!.id}`);
      expect((await search('pashmina')).total).toBe(0);
    } finally {
      await db.execute(
        sql`update products set name = ${target!.name}, search_name = ${target!.search_name}, is_active = true where id = ${target!.id}`,
      );
    }
    expect((await search('pashmina')).total).toBe(0);
  });

  it('drops a deleted product’s postings with it', async () => {
    const db = platform.database.db;
    const postingsOf = async (id: number) =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_postings where product_id = ${id}`))[0]!.n;
    const [copy] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (asin, subcategory_id, category_id, group_id, name, base_price_paise, base_mrp_paise, supplier_price_paise, images, search_name, position)
          values ('zanskar-yak-wool-blanket', (select min(id) from subcategories), 0, 0, 'Zanskar Yak Wool Blanket', 100000, 120000, 70000, '{}', ${searchableName('Zanskar Yak Wool Blanket')}, 100000)
          returning id`,
    );
    expect(await postingsOf(copy!.id)).toBe(4);
    expect((await search('zanskar blanket')).data.map((p) => p.id)).toEqual([copy!.id]);
    await db.execute(sql`delete from products where id = ${copy!.id}`);
    expect(await postingsOf(copy!.id)).toBe(0);
    expect((await search('zanskar blanket')).total).toBe(0);
  });
});
