import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { pickProduct, registerShopper, rows, setStock, type TestShopper } from '../../testing/order-test-kit';
import { offersKit } from '../../testing/offers-test-kit';

describe('a 10-use coupon and 50 shoppers at once', () => {
  let platform: TestPlatform;
  const shoppers: TestShopper[] = [];

  beforeAll(async () => {
    platform = await createTestPlatform();
    for (let batch = 0; batch < 5; batch++) shoppers.push(...(await Promise.all(Array.from({ length: 10 }, () => registerShopper(platform)))));
  }, 300_000);
  afterAll(() => platform.close());

  it('gives exactly 10 orders the coupon and tells the others it is used up', async () => {
    const kit = offersKit(platform);
    const product = await pickProduct(platform, { sized: false, delivery: false });
    await setStock(platform, product.id, '', 500);
    const c = await kit.coupon({ percent: 10, totalUses: 10 });
    const { codCaptcha } = await import('../../testing/order-test-kit');
    const captchas = await Promise.all(shoppers.map((s) => codCaptcha(platform, s.token)));
    const results = await Promise.all(
      shoppers.map((s, i) =>
        platform.call('POST', '/api/insert_Customer_Order', {
          token: s.token,
          json: {
            addressid: s.addressId,
            coupan_Code: c.code,
            paymentmode: 'COD',
            orders: [{ asinid: product.id, quantity: 1, productcode: product.asin, size: '' }],
            ...captchas[i],
          },
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([400, 409]).toContain(r.status);
      expect(r.body).toEqual({ status: 'false', message: 'This coupon has been used up.', field: 'coupan_Code' });
    }
    expect(await kit.liveUses(c.id)).toBe(10);
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(platform, sql`select count(*)::int as n from orders where coupon_code = ${c.code}`);
    expect(n).toBe(10);
  });
});
