import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageAnswer } from '../contract/catalogue';
import { searchWordsAnswer } from '../contract/console-search-words';
import { queryRows } from '../../shared/db/database';
import { searchableName } from '../search-words';
import { createTestPlatform, OPERATOR, OWNER1, type TestPlatform } from '../../testing/test-platform';

describe('search synonyms', () => {
  let platform: TestPlatform;
  let operator: string;
  const search = async (text: string, extra: Record<string, unknown> = {}) => {
    const result = await platform.call('POST', '/api/GetProductPage', { json: { kind: 'search', search: text, page_size: 60, ...extra } });
    expect(result.status).toBe(200);
    return productPageAnswer.parse(result.body);
  };
  const namedWith = async (pattern: RegExp) => {
    const all = await queryRows<{ id: number; name: string }>(
      platform.database.db,
      sql`select id, name from products where is_active order by position`,
    );
    return all.filter((p) => pattern.test(searchableName(p.name))).map((p) => p.id);
  };
  const saveList = (text: string, token = operator) => platform.call('POST', '/api/console/catalogue/search_words', { token, json: { text } });

  beforeAll(async () => {
    platform = await createTestPlatform();
    operator = await platform.consoleSignIn(OPERATOR.email, OPERATOR.password);
  });
  afterAll(() => platform.close());

  it('finds the sarees first for "sari", searched as typed, not corrected to "zari"', async () => {
    const sarees = await namedWith(/\bsarees?\b/);
    expect(sarees.length).toBeGreaterThan(0);
    const body = await search('sari');
    expect(body.searched).toBe('sari');
    expect(body.data.slice(0, sarees.length).map((p) => p.id)).toEqual(sarees);
    expect(body.data.slice(0, sarees.length).every((p) => /saree/i.test(p.name))).toBe(true);
  });

  it.each([
    ['lehnga', /\blehengas?\b/],
    ['dupata', /\bdupattas?\b/],
    ['slipper', /\bchappals?\b/],
    ['kurtha', /\bkurtas?\b/],
  ])('finds by the synonym %j what the list names it for', async (typed, pattern) => {
    const expected = await namedWith(pattern);
    expect(expected.length).toBeGreaterThan(0);
    const body = await search(typed);
    expect(body.searched).toBe(typed);
    expect(new Set(body.data.slice(0, expected.length).map((p) => p.id))).toEqual(new Set(expected));
  });

  it('works both ways: "saree" also finds a product named "sari"', async () => {
    const db = platform.database.db;
    const [sari] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (asin, subcategory_id, category_id, group_id, name, base_price_paise, base_mrp_paise, supplier_price_paise, images, search_name, position)
          values ('banarasi-sari-test', (select min(id) from subcategories), 0, 0, 'Banarasi Sari', 100000, 120000, 70000, '{}', ${searchableName('Banarasi Sari')}, 0)
          returning id`,
    );
    try {
      expect((await search('saree')).data.map((p) => p.id)).toContain(sari!.id);
      expect((await search('sari')).data[0]!.id).toBe(sari!.id);
    } finally {
      await db.execute(sql`delete from products where id = ${sari!.id}`);
    }
  });

  it('searches as typed when asked, with no correction', async () => {
    expect((await search('kurtaa')).searched).toBe('kurta');
    const asTyped = await search('kurtaa', { as_typed: true });
    expect(asTyped.searched).toBe('kurtaa');
    expect(asTyped.total).toBe(0);
    const legacy = await platform.call('POST', '/api/GetAllProductFilters', { json: { search: 'kurtaa', subcat_id: 0, type: '', as_typed: true } });
    expect(legacy.body).toEqual([]);
  });

  it('lets the operator read and replace the list, applied to the next search at once', async () => {
    const read = searchWordsAnswer.parse((await platform.call('GET', '/api/console/catalogue/search_words', { token: operator })).body);
    expect(read.text).toContain('saree = sari');
    expect(read.lines).toBeGreaterThan(10);
    expect((await search('jhabla')).total).toBe(0);
    try {
      const saved = await saveList(`${read.text}\n\n# a child's kurta\nkurta = jhabla`);
      expect(saved.status).toBe(400);
      expect(saved.body).toMatchObject({ status: 'false', field: 'text' });
      expect((saved.body as { message: string }).message).toMatch(/^Line \d+: “kurta” is already on line 2\.$/);

      const replaced = await saveList(read.text.replace('kurta = kurtha, kurtas', 'Kurta = kurtha, kurtas, JHABLA'));
      expect(replaced.status).toBe(200);
      const answer = searchWordsAnswer.parse(replaced.body);
      expect(answer.text).toContain('kurta = kurtha, kurtas, jhabla');
      expect(answer.message).toMatch(/lines saved/);
      const kurtas = await namedWith(/\bkurtas?\b/);
      const found = await search('jhabla');
      expect(found.searched).toBe('jhabla');
      expect(new Set(found.data.slice(0, kurtas.length).map((p) => p.id))).toEqual(new Set(kurtas));
    } finally {
      expect((await saveList(read.text)).status).toBe(200);
    }
    expect((await search('jhabla')).total).toBe(0);
  });

  it.each([
    ['saree sari', /^Line 1: write it as/],
    ['saree =', /^Line 1: give at least one synonym/],
    ['saree = saree', /^Line 1: give at least one synonym other than/],
    ['saree = silk saree', /^Line 1: “silk saree” must be one word/],
    ['a = b\nb = c', /^Line 2: “b” is already on line 1\./],
    [`long = ${'x'.repeat(41)}`, /longer than 40 letters/],
    ['= sari', /must be one word/],
  ])('refuses %j, naming the line, and keeps the list', async (text, message) => {
    const before = (await platform.call('GET', '/api/console/catalogue/search_words', { token: operator })).body;
    const result = await saveList(text);
    expect(result.status).toBe(400);
    expect((result.body as { message: string }).message).toMatch(message);
    expect((await platform.call('GET', '/api/console/catalogue/search_words', { token: operator })).body).toEqual(before);
  });

  it('is the operators’ alone', async () => {
    const owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    expect((await saveList('a = b', owner)).status).toBe(403);
    expect((await platform.call('GET', '/api/console/catalogue/search_words', { token: owner })).status).toBe(403);
    expect((await platform.call('GET', '/api/console/catalogue/search_words')).status).toBe(401);
  });
});
