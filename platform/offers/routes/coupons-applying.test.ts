import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform } from '../../testing/test-platform';
import { pickProduct, registerShopper, rows, rupeesAt, setStock, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { setUpCoupons, type CouponsKit } from '../../testing/offers-test-kit';

/** The coupon rules on Price_Cart and insert_Customer_Order: each refusal, the savings, their order and their spread. */
describe('coupons', () => {
  let platform: TestPlatform;
  let kit: CouponsKit['kit'];
  let plain: TestProduct;
  let other: TestProduct;
  let plainPrice: number;
  let otherPrice: number;
  let shopper: TestShopper;
  let delivery: () => number;

  beforeAll(async () => {
    ({ platform, kit, plain, other, plainPrice, otherPrice, shopper, delivery } = await setUpCoupons());
  }, 120_000);
  afterAll(() => platform.close());

  it('applies a percent coupon with its cap and says what it saves', async () => {
    const c = await kit.coupon({ percent: 10, capRupees: 5 });
    const result = await kit.price([{ product: plain, unit: 2 }], c.code.toLowerCase(), shopper.token);
    expect(result.status).toBe(200);
    const subtotal = 2 * plainPrice;
    const saving = Math.min(5, Math.round(subtotal / 10));
    expect(result.body.coupon).toEqual({ code: c.code, applied: true, message: `${c.code} applied: you save ₹${saving}`, saving });
    expect(result.body.totals).toMatchObject({
      subtotal,
      coupon: saving,
      couponCode: c.code,
      autoOffer: 0,
      total: subtotal + 2 * delivery() - saving,
      onlineDiscountPercent: 10,
      onlineDiscount: Math.round((subtotal - saving) / 10),
    });
    expect(result.body.totals.onlineTotal).toBe(result.body.totals.total - result.body.totals.onlineDiscount);
  });

  it('takes a flat amount off, and a free-delivery coupon the delivery charge', async () => {
    const flat = await kit.coupon({ kind: 'FLAT', flatRupees: 7 });
    let result = await kit.price([{ product: plain, unit: 1 }], flat.code);
    expect(result.body.coupon).toMatchObject({ applied: true, saving: 7 });
    expect(result.body.totals.total).toBe(plainPrice + delivery() - 7);
    const free = await kit.coupon({ kind: 'FREE_DELIVERY' });
    result = await kit.price([{ product: plain, unit: 3 }], free.code);
    expect(result.body.coupon).toMatchObject({ applied: true, saving: 3 * delivery() });
    expect(result.body.totals).toMatchObject({ total: 3 * plainPrice, onlineDiscount: Math.round((3 * plainPrice) / 10) });
  });

  it('answers every reason a code does not apply, as no error', async () => {
    const reason = async (code: string, token?: string, lines = [{ product: plain, unit: 1 }]) => {
      const result = await kit.price(lines, code, token);
      expect(result.status).toBe(200);
      expect(result.body.coupon.applied).toBe(false);
      expect(result.body.coupon.saving).toBe(0);
      expect(result.body.totals.coupon).toBe(0);
      return result.body.coupon.message as string;
    };
    expect(await reason('NOSUCHCODE')).toBe('This coupon code is not valid.');
    expect(await reason('bad code!')).toBe('This coupon code is not valid.');
    const paused = await kit.coupon({ status: 'paused' });
    expect(await reason(paused.code)).toBe('This coupon code is not valid.');
    const expired = await kit.coupon({ startsOn: '2026-01-01', endsOn: '2026-01-31' });
    expect(await reason(expired.code)).toBe('This coupon expired on 31 Jan 2026.');
    const later = await kit.coupon({ startsOn: '2099-12-01' });
    expect(await reason(later.code)).toBe('This coupon starts on 1 Dec 2099.');
    const minimum = await kit.coupon({ minCartRupees: plainPrice + 120 });
    expect(await reason(minimum.code)).toBe(`Add ₹120 more to use ${minimum.code}`);
    const big = await kit.coupon({ minCartRupees: plainPrice + 1234 });
    expect(await reason(big.code)).toBe(`Add ₹1,234 more to use ${big.code}`);
    const elsewhere = await kit.coupon({ productIds: [other.id] });
    expect(await reason(elsewhere.code)).toBe('This coupon is not valid for the items in your cart.');

    const once = await kit.coupon({ totalUses: 1, usesPerShopper: 1 });
    const buyer = await registerShopper(platform);
    expect((await kit.place(buyer, [{ product: plain, quantity: 1 }], once.code)).status).toBe(200);
    expect(await reason(once.code)).toBe('This coupon has been used up.');

    const perShopper = await kit.coupon({ usesPerShopper: 1 });
    expect((await kit.place(buyer, [{ product: plain, quantity: 1 }], perShopper.code)).status).toBe(200);
    expect(await reason(perShopper.code, buyer.token)).toBe('You have already used this coupon.');
    // A guest's cart is not checked against per-shopper rules; the order is.
    expect((await kit.price([{ product: plain, unit: 1 }], perShopper.code)).body.coupon.applied).toBe(true);

    const first = await kit.coupon({ firstOrderOnly: true });
    expect(await reason(first.code, buyer.token)).toBe('This coupon is for your first order only.');
    const newcomer = await registerShopper(platform);
    expect((await kit.price([{ product: plain, unit: 1 }], first.code, newcomer.token)).body.coupon.applied).toBe(true);
  });

  it('refuses an order whose code does not apply with the reason, on coupan_Code', async () => {
    const buyer = await registerShopper(platform);
    const minimum = await kit.coupon({ minCartRupees: plainPrice + 120 });
    for (const [code, message] of [
      ['NOSUCHCODE', 'This coupon code is not valid.'],
      [minimum.code, `Add ₹120 more to use ${minimum.code}`],
    ] as const) {
      const result = await kit.place(buyer, [{ product: plain, quantity: 1 }], code);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ status: 'false', message, field: 'coupan_Code' });
    }
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      platform,
      sql`select count(*)::int as n from orders where customer_id = ${buyer.customerId}`,
    );
    expect(n).toBe(0);
  });

  it('never takes a line below what the shop pays the supplier, and says so', async () => {
    const tight = await pickProduct(platform, { sized: false, delivery: false, skip: 3 });
    const tightPrice = rupeesAt(tight.basePaise, 0);
    await setStock(platform, tight.id, '', 50);
    await kit.setMargin(tight, tightPrice, 3);
    const c = await kit.coupon({ percent: 20 });
    const result = await kit.price(
      [
        { product: tight, unit: 1 },
        { product: other, unit: 1 },
      ],
      c.code,
    );
    const subtotal = tightPrice + otherPrice;
    const wanted = Math.round(subtotal / 5);
    const shares = [Math.round((wanted * tightPrice) / subtotal), 0];
    expect(shares[0]).toBeGreaterThan(3);
    expect(result.body.coupon.applied).toBe(true);
    expect(result.body.coupon.saving).toBeLessThan(wanted);
    expect(result.body.coupon.message).toBe(`${c.code} applied: you save ₹${result.body.coupon.saving}. Capped at your margin on some items`);
    const placed = await kit.place(shopper, [{ product: tight, quantity: 1 }], c.code);
    const [line] = await kit.orderLinesOf(placed.body.data.CoOrderID);
    expect(line!.coupon_paise).toBe(300);
    expect(placed.body.data.amounts.coupon).toBe(3);
  });
});
