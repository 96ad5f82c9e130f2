import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSuggestionsAnswer } from '../contract/search-suggestions';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';

describe('search suggestions', () => {
  let platform: TestPlatform;
  const suggest = async (q: string) => {
    const result = await platform.call('GET', `/api/Search_Suggestions?q=${encodeURIComponent(q)}`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return searchSuggestionsAnswer.parse(result.body).data;
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('suggests categories first, then products, eight at most, each with its page', async () => {
    expect(await suggest('shirt')).toHaveLength(8);
    const data = await suggest('kurt');
    expect(data.length).toBeGreaterThan(3);
    expect(data.length).toBeLessThanOrEqual(8);
    const kinds = data.map((entry) => entry.type);
    expect(kinds[0]).toBe('category');
    expect(kinds.lastIndexOf('category')).toBeLessThan(kinds.indexOf('product'));
    expect(data.filter((entry) => entry.type === 'category').map((entry) => entry.label)).toContain('Kurtas');
    for (const entry of data) {
      expect(entry.url).toMatch(entry.type === 'product' ? /^\/product\/[a-z0-9-]+$/ : /^\/products-section2?\/\d+$/);
      expect(entry.label).toMatch(/kurt/i);
    }
  });

  it.each(['shrit', 'sare', 'sari', 'lehnga', 'kurtaa'])('is typo-tolerant: %j', async (typed) => {
    const data = await suggest(typed);
    const wanted = { shrit: /shirt/i, sare: /saree/i, sari: /saree/i, lehnga: /lehenga/i, kurtaa: /kurta/i }[typed]!;
    expect(data.length).toBeGreaterThan(0);
    expect(data.filter((entry) => entry.type === 'product').every((entry) => wanted.test(entry.label))).toBe(true);
  });

  it('suggests a category for its name, by its synonym too', async () => {
    expect((await suggest('saree')).find((entry) => entry.type === 'category')).toMatchObject({ label: 'Sarees' });
    expect((await suggest('sari')).find((entry) => entry.type === 'category')).toMatchObject({ label: 'Sarees' });
  });

  it('answers nothing for nonsense or for no words', async () => {
    expect(await suggest('qwxzvbnm')).toEqual([]);
    expect(await suggest('!!!')).toEqual([]);
  });

  it('answers 400, never 5xx, for a missing, empty or too long query', async () => {
    for (const url of [
      '/api/Search_Suggestions',
      '/api/Search_Suggestions?q=',
      '/api/Search_Suggestions?q=%20%20',
      `/api/Search_Suggestions?q=${'a'.repeat(101)}`,
      '/api/Search_Suggestions?q=%00',
    ]) {
      const result = await platform.call('GET', url);
      expect(result.status, url).toBe(400);
      expect(result.body).toMatchObject({ status: 'false', field: 'q' });
    }
    expect((await platform.call('GET', '/api/Search_Suggestions?q=%E0%A4')).status).toBeLessThan(500);
    expect((await platform.call('GET', '/api/Search_Suggestions?q=a&q=b')).status).toBe(200);
  });
});
