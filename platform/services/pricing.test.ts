import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BANDS } from '../contract/listing-options';
import { queryRows } from '../db/database';
import { products } from '../db/schema/catalogue';
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
  it('marks up the supplier price and MRP, rounded to the rupee', () => {
    expect(shopPrices({ basePricePaise: 50_000, baseMrpPaise: 99_900, sellingPricePaise: null }, 20)).toEqual({ priceRupees: 600, mrpRupees: 1199 });
    expect(shopPrices({ basePricePaise: 44_950, baseMrpPaise: 89_900, sellingPricePaise: null }, 0)).toEqual({ priceRupees: 450, mrpRupees: 899 });
  });

  it('uses the shop’s own price, and shows the MRP no lower than it', () => {
    expect(shopPrices({ basePricePaise: 50_000, baseMrpPaise: 99_900, sellingPricePaise: 70_000 }, 20)).toEqual({
      priceRupees: 700,
      mrpRupees: 1199,
    });
    expect(shopPrices({ basePricePaise: 50_000, baseMrpPaise: 99_900, sellingPricePaise: 150_000 }, 20)).toEqual({
      priceRupees: 1500,
      mrpRupees: 1500,
    });
  });
});

describe('the price rule in SQL', () => {
  let platform: TestPlatform;
  const shop = { resellerId: 0, markupPercent: 7 };

  beforeAll(async () => {
    platform = await createTestPlatform();
    const [row] = await queryRows<{ id: number }>(platform.context.db, sql`select id from resellers order by id limit 1`);
    shop.resellerId = row!.id;
    // Own prices on every third product, some below, some above and some far above the marked-up MRP.
    await platform.context.db.execute(sql`insert into reseller_product_settings (reseller_id, product_id, selling_price_paise)
      select ${shop.resellerId}, id, (ceil(base_price_paise / 100.0) + (id % 7) * 900)::int * 100 from products where id % 3 = 0`);
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
        .where(and(mrpBandCondition(band.min, band.max, shop)))
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
    const prices = rows.map((row) => shopPrices(row, shop.markupPercent).priceRupees);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
