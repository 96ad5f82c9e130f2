import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import {
  codCaptcha,
  productByAsin,
  registerShopper,
  rows,
  setStock,
  stockOf,
  type TestProduct,
  type TestShopper,
} from '../../testing/order-test-kit';

/** On PostgreSQL these requests really run at the same time; the SQL alone must keep stock right. */
describe('orders placed at the same time', () => {
  let platform: TestPlatform;
  let holi: TestProduct;
  const shoppers: TestShopper[] = [];

  /** Each shopper's captcha is fetched first, so the orders themselves still arrive together. */
  const placeAll = async (orders: [TestShopper, { size: string; quantity: number }[]][]) => {
    const captchas = await Promise.all(orders.map(([s]) => codCaptcha(platform, s.token)));
    return Promise.all(
      orders.map(([s, lines], i) =>
        platform.call('POST', '/api/insert_Customer_Order', {
          token: s.token,
          json: {
            addressid: s.addressId,
            coupan_Code: '',
            paymentmode: 'COD',
            orders: lines.map((l) => ({ asinid: holi.id, quantity: l.quantity, productcode: holi.asin, size: l.size })),
            ...captchas[i],
          },
        }),
      ),
    );
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    holi = await productByAsin(platform, 'holi-t-shirt');
    for (let batch = 0; batch < 5; batch++) {
      shoppers.push(...(await Promise.all(Array.from({ length: 10 }, () => registerShopper(platform)))));
    }
  }, 300_000);
  afterAll(() => platform.close());

  it('sells exactly the 10 units in stock to 50 shoppers ordering at once', async () => {
    await setStock(platform, holi.id, 'S', 10);
    const results = await placeAll(shoppers.map((s) => [s, [{ size: 'S', quantity: 1 }]]));
    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ status: 'false', message: 'HOLI T-SHIRT is out of stock in size S.' });
    }
    expect(await stockOf(platform, holi.id, 'S')).toBe(0);
    const ids = shoppers.map((s) => s.customerId);
    const [{ orders, units } = { orders: 0, units: 0 }] = await rows<{ orders: number; units: number }>(
      platform,
      sql`select count(distinct o.id)::int as orders, coalesce(sum(l.quantity), 0)::int as units
          from orders o join order_lines l on l.order_id = o.id
          where o.customer_id in ${ids} and l.size = 'S'`,
    );
    expect({ orders, units }).toEqual({ orders: 10, units: 10 });
    expect(new Set(placed.map((r) => r.body.data.CoOrderID)).size).toBe(10);
  });

  it('never deadlocks when orders take the same sizes in opposite orders', async () => {
    await setStock(platform, holi.id, 'S', 30);
    await setStock(platform, holi.id, 'XL', 30);
    const results = await placeAll(
      shoppers.slice(0, 20).map((s, i) => [
        s,
        i % 2
          ? [
              { size: 'S', quantity: 1 },
              { size: 'XL', quantity: 1 },
            ]
          : [
              { size: 'XL', quantity: 1 },
              { size: 'S', quantity: 1 },
            ],
      ]),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await stockOf(platform, holi.id, 'S')).toBe(10);
    expect(await stockOf(platform, holi.id, 'XL')).toBe(10);
  });
});
