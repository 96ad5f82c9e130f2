import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BANDS, productPageAnswer, type ProductCardWire, type ProductPageAnswer } from '../contract/catalogue';
import { queryRows } from '../../shared/db/database';
import { createTestPlatform, SHOP2, type TestPlatform } from '../../testing/test-platform';

type Filters = {
  sizes?: string[];
  colours?: string[];
  brands?: string[];
  materials?: string[];
  price_min?: number;
  price_max?: number;
  discount?: 10 | 30 | 50;
  rating?: 3 | 4;
  in_stock?: boolean;
};

/** What a card says of each filter, the oracle the platform's counts must agree with. */
function passes(card: ProductCardWire, f: Filters): boolean {
  const colours = Array.isArray(card.color) ? card.color : [card.color];
  const sizes = card.sizes.filter((size) => size.Stock > 0 && size.Size_Desc !== '').map((size) => size.Size_Desc);
  return (
    (!f.sizes?.length || f.sizes.some((size) => sizes.includes(size))) &&
    (!f.colours?.length || f.colours.some((colour) => colours.includes(colour))) &&
    (!f.brands?.length || f.brands.includes(card.brand)) &&
    (!f.materials?.length || f.materials.includes(card.material)) &&
    (f.price_min === undefined || card.originalPrice >= f.price_min) &&
    (f.price_max === undefined || card.originalPrice <= f.price_max) &&
    (f.discount === undefined || card.discountPrice * 100 <= card.originalPrice * (100 - f.discount)) &&
    (f.rating === undefined || card.ratings >= f.rating) &&
    (!f.in_stock || card.sizes.some((size) => size.Stock > 0))
  );
}

describe('filters and their counts (issue 28)', () => {
  let platform: TestPlatform;
  let groupId: number;
  let everything: ProductCardWire[];

  const page = async (body: Record<string, unknown>, host?: string): Promise<ProductPageAnswer> => {
    const result = await platform.call('POST', '/api/GetProductPage', { json: { page_size: 60, ...body }, host });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return productPageAnswer.parse(result.body);
  };
  const listing = (filters: Filters, extra: Record<string, unknown> = {}) => page({ kind: 'group', id: groupId, facets: true, ...filters, ...extra });

  beforeAll(async () => {
    platform = await createTestPlatform();
    const [row] = await queryRows<{ group_id: number }>(
      platform.database.db,
      sql`select group_id from products where is_active group by group_id order by count(*) desc limit 1`,
    );
    groupId = row!.group_id;
    everything = (await listing({})).data;
  });
  afterAll(() => platform.close());

  it('answers no facets unless asked, as before', async () => {
    const body = await page({ kind: 'group', id: groupId });
    expect(body.facets).toBeUndefined();
    expect(body.total).toBe(everything.length);
  });

  it('counts each value as the total choosing it gives, and the results are what the cards say', async () => {
    expect(everything.length).toBeGreaterThan(10);
    const { facets } = await listing({});
    expect(facets!.sizes.length).toBeGreaterThan(2);
    expect(facets!.colours.length).toBeGreaterThan(2);
    const chosen: Filters[] = [
      ...facets!.sizes.map((v) => ({ sizes: [v.value] })),
      ...facets!.colours.map((v) => ({ colours: [v.value] })),
      ...facets!.brands.slice(0, 4).map((v) => ({ brands: [v.value] })),
      ...facets!.materials.slice(0, 4).map((v) => ({ materials: [v.value] })),
      ...facets!.discounts.map((v) => ({ discount: Number(v.value) as 10 })),
      ...facets!.ratings.map((v) => ({ rating: Number(v.value) as 4 })),
      ...facets!.price_bands.map((v) => {
        const band = PRICE_BANDS.find((b) => b.id === v.value)!;
        return { price_min: band.min, price_max: band.max };
      }),
    ];
    const counts = [
      ...facets!.sizes,
      ...facets!.colours,
      ...facets!.brands.slice(0, 4),
      ...facets!.materials.slice(0, 4),
      ...facets!.discounts,
      ...facets!.ratings,
      ...facets!.price_bands,
    ].map((v) => v.count);
    for (const [i, filters] of chosen.entries()) {
      const body = await listing(filters);
      const expected = everything.filter((card) => passes(card, filters)).map((card) => card.id);
      expect(body.total, JSON.stringify(filters)).toBe(counts[i]);
      expect(body.data.map((card) => card.id).sort(), JSON.stringify(filters)).toEqual(expected.sort());
    }
    expect(facets!.in_stock).toBe(everything.filter((card) => passes(card, { in_stock: true })).length);
  });

  it('ORs values within a filter, ANDs filters, and counts every value with the other filters chosen', async () => {
    const { facets } = await listing({});
    const sizes = facets!.sizes.slice(0, 2).map((v) => v.value);
    const colours = facets!.colours.slice(0, 3).map((v) => v.value);
    const combinations: Filters[] = [
      { sizes },
      { sizes, colours },
      { colours, rating: 4 },
      { sizes: [sizes[0]!], colours: [colours[0]!], in_stock: true },
      { colours, discount: 10, price_min: 100, price_max: 4000 },
    ];
    for (const filters of combinations) {
      const body = await listing(filters);
      const expected = everything.filter((card) => passes(card, filters));
      expect(body.total, JSON.stringify(filters)).toBe(expected.length);
      expect(body.data.map((card) => card.id).sort()).toEqual(expected.map((card) => card.id).sort());
      // Each colour's count: the other filters plus that colour alone.
      for (const value of body.facets!.colours) {
        const other = { ...filters, colours: [value.value] };
        expect(value.count, `${value.value} with ${JSON.stringify(filters)}`).toBe(everything.filter((card) => passes(card, other)).length);
      }
      for (const value of body.facets!.sizes) {
        const other = { ...filters, sizes: [value.value] };
        expect(value.count, `${value.value} with ${JSON.stringify(filters)}`).toBe(everything.filter((card) => passes(card, other)).length);
      }
      const stocked = everything.filter((card) => passes(card, { ...filters, in_stock: true })).length;
      expect(body.facets!.in_stock).toBe(stocked);
      // Values that give nothing are left out.
      expect([...body.facets!.colours, ...body.facets!.sizes, ...body.facets!.brands].every((v) => v.count > 0)).toBe(true);
    }
  });

  it('keeps sorts and paging working with filters', async () => {
    const { facets } = await listing({});
    const colours = facets!.colours.slice(0, 4).map((v) => v.value);
    const all = await listing({ colours }, { sort: 'priceLowToHigh' });
    const prices = all.data.map((card) => card.discountPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await listing({ colours }, { sort: 'priceLowToHigh', page: 2, page_size: 3 });
    expect(second.total).toBe(all.total);
    expect(second.data.map((card) => card.id)).toEqual(all.data.slice(3, 6).map((card) => card.id));
  });

  it('matches nothing for unknown values and refuses malformed ones with a 400', async () => {
    expect((await listing({ colours: ['No Such Colour'] })).total).toBe(0);
    for (const bad of [{ price_min: 'abc' }, { discount: 20 }, { rating: 5 }, { sizes: 'M' }, { colours: ['x'.repeat(61)] }, { sizes: ['\u0000'] }]) {
      const result = await platform.call('POST', '/api/GetProductPage', { json: { kind: 'group', id: groupId, ...bad } });
      expect(result.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('filters and counts search results the same way', async () => {
    const all = await page({ kind: 'search', search: 'kurta', facets: true });
    expect(all.total).toBeGreaterThan(0);
    for (const value of all.facets!.colours) {
      const body = await page({ kind: 'search', search: 'kurta', colours: [value.value] });
      expect(body.total, value.value).toBe(value.count);
      expect(body.data.every((card) => passes(card, { colours: [value.value] }))).toBe(true);
    }
    const none = await page({ kind: 'search', search: 'zzzzqqq', facets: true });
    expect(none.facets?.colours ?? []).toEqual([]);
  });

  it('reckons discounts at each shop’s own prices', async () => {
    const mine = await listing({ discount: 10 });
    const theirs = await page({ kind: 'group', id: groupId, facets: true, discount: 10 }, SHOP2);
    const theirAll = (await page({ kind: 'group', id: groupId }, SHOP2)).data;
    expect(theirs.total).toBe(theirAll.filter((card) => passes(card, { discount: 10 })).length);
    expect(mine.total).toBe(everything.filter((card) => passes(card, { discount: 10 })).length);
  });
});
