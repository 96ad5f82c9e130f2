import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, SHOP2, SHOPPER2, type TestPlatform } from '../testing/test-platform';

describe('a small demo catalogue (DEMO_PRODUCTS=10)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({ demoProducts: 10 });
  });
  afterAll(() => platform?.close());

  it('seeds both demo shops, their shoppers and home sections; a section with nothing to show is empty', async () => {
    const sections = await platform.call('GET', '/api/GetAllHeaderWithProduct', { host: SHOP2 });
    expect(sections.status).toBe(200);
    const lists = (sections.body as { list_product: unknown[] }[]).map((section) => section.list_product.length);
    expect(lists.length).toBeGreaterThan(1);
    expect(lists).toContain(0);
    expect(lists.some((count) => count > 0)).toBe(true);
    expect(await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2)).toBeTruthy();
  });
});
