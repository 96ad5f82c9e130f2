import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform } from '../../testing/test-platform';
import { registerShopper, type TestProduct } from '../../testing/order-test-kit';
import { setUpCoupons, type CouponsKit } from '../../testing/offers-test-kit';

/** The coupon rules on Price_Cart and insert_Customer_Order: each refusal, the savings, their order and their spread. */
describe('coupons', () => {
  let platform: TestPlatform;
  let kit: CouponsKit['kit'];
  let plain: TestProduct;
  let other: TestProduct;
  let plainPrice: number;
  let otherPrice: number;
  let delivery: () => number;

  beforeAll(async () => {
    ({ platform, kit, plain, other, plainPrice, otherPrice, delivery } = await setUpCoupons());
  }, 120_000);
  afterAll(() => platform.close());

  it('applies the automatic offer, then the coupon, then the online discount; the lines add up and a cancelled line gives back its share', async () => {
    const offer = await kit.consoleCall('/api/console/offers/save', { kind: 'ITEMS_PERCENT', minItems: 3, percent: 10 });
    expect(offer.status).toBe(200);
    try {
      const c = await kit.coupon({ percent: 20 });
      const lines = [
        { product: plain, unit: 2 },
        { product: other, unit: 1 },
      ];
      const subtotal = 2 * plainPrice + otherPrice;
      const hint = await kit.price([{ product: plain, unit: 2 }]);
      expect(hint.body.offerHint).toBe('Add 1 more item to save 10%');
      const priced = await kit.price(lines, c.code, undefined, 'ONLINE');
      const autoOffer = Math.round(subtotal / 10);
      const coupon = Math.round(((subtotal - autoOffer) * 20) / 100);
      const online = Math.round((subtotal - autoOffer - coupon) / 10);
      const total = subtotal + 2 * delivery() - autoOffer - coupon;
      expect(priced.body.totals).toMatchObject({
        subtotal,
        autoOffer,
        autoOfferLabel: 'Buy 3 or more: 10% off',
        coupon,
        couponCode: c.code,
        total,
        onlineDiscount: online,
        onlineTotal: total - online,
      });
      expect(priced.body.offerHint).toBe('');

      const buyer = await registerShopper(platform);
      const placed = await kit.place(
        buyer,
        lines.map((l) => ({ product: l.product, quantity: l.unit })),
        c.code,
        { mode: 'ONLINE' },
      );
      expect(placed.status).toBe(200);
      expect(placed.body.data.amounts).toMatchObject({
        subtotal,
        auto_offer: autoOffer,
        auto_offer_label: 'Buy 3 or more: 10% off',
        coupon,
        coupon_code: c.code,
        online_discount: online,
        total: total - online,
      });
      const stored = await kit.orderLinesOf(placed.body.data.CoOrderID);
      const sum = (key: keyof (typeof stored)[number]) => stored.reduce((a, l) => a + l[key], 0);
      expect([sum('auto_offer_paise'), sum('coupon_paise'), sum('discount_paise'), sum('amount_paise')]).toEqual([
        autoOffer * 100,
        coupon * 100,
        online * 100,
        (total - online) * 100,
      ]);
      for (const l of stored) expect(l.amount_paise).toBe(l.line_total_paise - l.auto_offer_paise - l.coupon_paise - l.discount_paise);
      // My Orders' lines say each share, so every line's price adds up to what it costs.
      const details = await platform.call('GET', '/api/Get_OrderDetails', { token: buyer.token });
      const wireLines = details.body.data.filter((l: { CoOrderID: string }) => l.CoOrderID === placed.body.data.CoOrderID);
      expect(wireLines.map((l: { CoAutoOfferDiscount: number; CoCouponDiscount: number }) => [l.CoAutoOfferDiscount, l.CoCouponDiscount])).toEqual(
        [...stored].sort((a, b) => a.id - b.id).map((l) => [l.auto_offer_paise / 100, l.coupon_paise / 100]),
      );

      // Paid, then one line cancelled: exactly that line's amount comes back.
      await platform.call('POST', '/api/test_gateway/pay', { json: { razorpay_order_id: placed.body.data.ORDERID, outcome: 'success' } });
      const cancelled = await platform.call('POST', '/api/Cancel_Order_Item', {
        token: buyer.token,
        json: { order_item_id: stored[1]!.id, reason: 'Ordered By Mistake', comment: 'I ordered the wrong thing.' },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.amounts.cancelled).toBe(stored[1]!.amount_paise / 100);
      expect(cancelled.body.data.amounts.net).toBe(total - online - stored[1]!.amount_paise / 100);
    } finally {
      await kit.consoleCall('/api/console/offers/status', { id: offer.body.data.id, status: 'paused' });
    }
  });

  it("uses the shop's online-payment discount setting", async () => {
    const set = await kit.consoleCall('/api/console/coupons/online-discount', { percent: 5 });
    expect(set.body).toEqual({ status: 'true', message: 'Paying online now saves 5%.', onlineDiscountPercent: 5 });
    try {
      const result = await kit.price([{ product: plain, unit: 1 }]);
      expect(result.body.totals).toMatchObject({ onlineDiscountPercent: 5, onlineDiscount: Math.round((plainPrice * 5) / 100) });
      const buyer = await registerShopper(platform);
      const placed = await kit.place(buyer, [{ product: plain, quantity: 1 }], '', { mode: 'ONLINE' });
      expect(placed.body.data.amounts.online_discount).toBe(Math.round((plainPrice * 5) / 100));
      expect((await kit.consoleCall('/api/console/coupons/online-discount', { percent: 21 })).status).toBe(400);
    } finally {
      await kit.consoleCall('/api/console/coupons/online-discount', { percent: 10 });
    }
  });

  it('uses a coupon once for an order retried with its idempotency key, and gives the use back when the order is cancelled whole', async () => {
    const c = await kit.coupon({ percent: 10, usesPerShopper: 1 });
    const buyer = await registerShopper(platform);
    const first = await kit.place(buyer, [{ product: plain, quantity: 1 }], c.code, { key: 'retry-1' });
    const again = await kit.place(buyer, [{ product: plain, quantity: 1 }], c.code, { key: 'retry-1' });
    expect(first.status).toBe(200);
    expect(again.body.data.CoOrderID).toBe(first.body.data.CoOrderID);
    expect(await kit.liveUses(c.id)).toBe(1);
    const [line] = await kit.orderLinesOf(first.body.data.CoOrderID);
    await platform.call('POST', '/api/Cancel_Order_Item', {
      token: buyer.token,
      json: { order_item_id: line!.id, reason: 'Ordered By Mistake', comment: 'I ordered the wrong thing.' },
    });
    expect(await kit.liveUses(c.id)).toBe(0);
    expect((await kit.price([{ product: plain, unit: 1 }], c.code, buyer.token)).body.coupon.applied).toBe(true);
  });

  it('lists the available coupons and the best one for a product', async () => {
    const list = await platform.call('GET', '/api/Shop_Coupons');
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual({
      code: 'WELCOME10',
      title: '10% off up to ₹200',
      condition: 'On carts of ₹499 or more · once per shopper',
      min_cart: 499,
      ends_on: null,
    });
    expect(list.body.data.map((c: { code: string }) => c.code)).not.toContain('NOSUCHCODE');
    expect(list.body.offers).toContainEqual({ title: 'Spend ₹9,999: ₹500 off' });
    const offer = await platform.call('GET', `/api/Product_Offer?prod_id=${other.id}`);
    expect(offer.status).toBe(200);
    expect(offer.body.data.label).toMatch(/^(₹[\d,]+ with code \w+|Extra .+ on carts of ₹[\d,]+ or more with code \w+|Free delivery.*)$/);
    expect((await platform.call('GET', '/api/Product_Offer?prod_id=abc')).status).toBe(400);
  });
});
