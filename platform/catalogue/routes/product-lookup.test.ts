import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsByIdsAnswer } from '../contract/product-lookup';
import { createTestPlatform, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';

describe('POST /api/GetProductsByIds', () => {
  let platform: TestPlatform;
  const lookup = (json: unknown, host = SHOP1) => platform.call('POST', '/api/GetProductsByIds', { json, host });

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('answers cards in the order asked, once each, leaving out unknown ids', async () => {
    const result = await lookup({ ids: [3, 1, 999_999, 3, 2] });
    expect(result.status).toBe(200);
    const cards = productsByIdsAnswer.parse(result.body);
    expect(cards.map((card) => card.id)).toEqual([3, 1, 2]);
    expect(cards[1]).toMatchObject({ name: 'HOLI T-SHIRT', ASIN: 'holi-t-shirt', discountPrice: 149, recommendedSellingPrice: 49 });
    expect(cards[1]!.sizes.map((s) => s.Size_Desc)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it("answers each reseller's own selling prices", async () => {
    const [one] = productsByIdsAnswer.parse((await lookup({ ids: [2] })).body);
    const [two] = productsByIdsAnswer.parse((await lookup({ ids: [2] }, SHOP2)).body);
    expect(two!.discountPrice).toBeGreaterThan(one!.discountPrice);
  });

  it('refuses an empty, oversized or malformed list with a 400 naming the field', async () => {
    for (const json of [{ ids: [] }, { ids: Array.from({ length: 201 }, (_, i) => i + 1) }, { ids: ['x'] }, {}]) {
      const result = await lookup(json);
      expect(result.status).toBe(400);
      expect(result.body.status).toBe('false');
      expect(result.body.field).toMatch(/^ids/);
    }
  });
});
