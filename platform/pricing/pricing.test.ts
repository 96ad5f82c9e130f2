import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BANDS } from '../catalogue/contract/listing-options';
import { queryRows } from '../shared/db/database';
import { products } from '../catalogue/tables';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { basePaiseBounds, mrpBandCondition, priceSortKey, sellingPricePaiseColumn, sellingRupees, shopPrices } from './pricing';

describe('basePaiseBounds', () => {
  it('admits exactly the supplier amounts whose rounded marked-up value lies in the band', () => {
    for (const markup of [0, 7, 12, 33]) {
      for (const [min, max] of [
        [100, 1000],
        [2000, 3000],
        [8000, 50000],
      ] as const) {
        const { low, high } = basePaiseBounds(min, max, markup);
        for (const paise of [low - 2, low - 1, low, low + 1, high - 1, high, high + 1, high + 2]) {
          const rupees = sellingRupees(paise, markup);
          expect(paise >= low && paise <= high, `${paise} paise at ${markup}%`).toBe(rupees >= min && rupees <= max);
        }
      }
    }
  });

  it('puts a band edge inside the band', () => {
    expect(basePaiseBounds(2000, 3000, 0)).toEqual({ low: 199950, high: 300049 });
  });
});

describe('shopPrices', () => {
  it('marks up the supplier price, rounded to the rupee, and keeps the supplier’s MRP', () => {
    expect(shopPrices({ basePricePaise: 50_000, baseMrpPaise: 99_900, sellingPricePaise: null }, 20)).toEqual({
      priceRupees: 600,
      mrpRupees: 999,
      cappedAtMrp: false,
    });
    expect(shopPrices({ basePricePaise: 44_950, baseMrpPaise: 89_900, sellingPricePaise: null }, 0)).toEqual({
      priceRupees: 450,
      mrpRupees: 899,
      cappedAtMrp: false,
    });
  });

  it('caps a marked-up price above the MRP at the MRP', () => {
    // The jeans: supplier MRP ₹1,969; 12% on a supplier price of ₹1,799 would be ₹2,015.
    expect(shopPrices({ basePricePaise: 179_900, baseMrpPaise: 196_900, sellingPricePaise: null }, 12)).toEqual({
      priceRupees: 1969,
      mrpRupees: 1969,
      cappedAtMrp: true,
    });
    // Exactly at the MRP is not capped.
    expect(shopPrices({ basePricePaise: 50_000, baseMrpPaise: 60_000, sellingPricePaise: null }, 20)).toEqual({
      priceRupees: 600,
      mrpRupees: 600,
      cappedAtMrp: false,
    });
  });

  it('uses the shop’s own price under the supplier’s MRP, and caps one above it at the MRP', () => {
    // The issue's own price of ₹349 at a 10% markup: the MRP stays the supplier's ₹639 (not ₹703).
    expect(shopPrices({ basePricePaise: 30_000, baseMrpPaise: 63_900, sellingPricePaise: 34_900 }, 10)).toEqual({
      priceRupees: 349,
      mrpRupees: 639,
      cappedAtMrp: false,
    });
    expect(shopPrices({ basePricePaise: 50_000, baseMrpPaise: 99_900, sellingPricePaise: 150_000 }, 20)).toEqual({
      priceRupees: 999,
      mrpRupees: 999,
      cappedAtMrp: true,
    });
  });
});

describe('the price rule in SQL', () => {
  let platform: TestPlatform;
  // A markup that takes part of the demo catalogue (10–65% below MRP) above its MRP.
  const shop = { shopId: 0, markupPercent: 40 };

  beforeAll(async () => {
    platform = await createTestPlatform();
    const [row] = await queryRows<{ id: number }>(platform.context.db, sql`select id from resellers order by id limit 1`);
    shop.shopId = row!.id;
    // Own prices on every third product, some below, some above and some far above the MRP.
    await platform.context.db.execute(sql`insert into reseller_product_settings (reseller_id, product_id, selling_price_paise)
      select ${shop.shopId}, id, (ceil(base_price_paise / 100.0) + (id % 7) * 900)::int * 100 from products where id % 3 = 0`);
  });
  afterAll(() => platform.close());

  it('filters every price band exactly as shopPrices computes the MRP', async () => {
    const rows = await platform.context.db
      .select({
        id: products.id,
        basePricePaise: products.basePricePaise,
        baseMrpPaise: products.baseMrpPaise,
        sellingPricePaise: sellingPricePaiseColumn(shop),
      })
      .from(products);
    expect(rows.filter((row) => row.sellingPricePaise !== null).length).toBeGreaterThan(10);
    for (const band of PRICE_BANDS) {
      const expected = rows
        .filter((row) => {
          const { mrpRupees } = shopPrices(row, shop.markupPercent);
          return mrpRupees >= band.min && mrpRupees <= band.max;
        })
        .map((row) => row.id)
        .sort((a, b) => a - b);
      const found = await platform.context.db
        .select({ id: products.id })
        .from(products)
        .where(and(mrpBandCondition(band.min, band.max)))
        .orderBy(asc(products.id));
      expect(
        found.map((row) => row.id),
        band.id,
      ).toEqual(expected);
    }
  });

  it('sorts by the price shopPrices computes', async () => {
    const rows = await platform.context.db
      .select({
        id: products.id,
        basePricePaise: products.basePricePaise,
        baseMrpPaise: products.baseMrpPaise,
        sellingPricePaise: sellingPricePaiseColumn(shop),
      })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(priceSortKey(shop)), asc(products.id));
    const answers = rows.map((row) => shopPrices(row, shop.markupPercent));
    expect(answers.filter((answer) => answer.cappedAtMrp).length).toBeGreaterThan(10);
    expect(answers.filter((answer) => !answer.cappedAtMrp).length).toBeGreaterThan(10);
    const prices = answers.map((answer) => answer.priceRupees);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(answers.every((answer) => answer.priceRupees <= answer.mrpRupees)).toBe(true);
  });
});
