import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { pickProduct, registerShopper, rows, rupeesAt, setStock, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { offersKit } from '../../testing/offers-test-kit';

/** The coupon rules on Price_Cart and insert_Customer_Order: each refusal, the savings, their order and their spread. */
describe('coupons', () => {
  let platform: TestPlatform;
  let kit: ReturnType<typeof offersKit>;
  let plain: TestProduct;
  let other: TestProduct;
  let plainPrice: number;
  let otherPrice: number;
  let shopper: TestShopper;

  beforeAll(async () => {
    platform = await createTestPlatform();
    kit = offersKit(platform);
    plain = await pickProduct(platform, { sized: false, delivery: true });
    other = await pickProduct(platform, { sized: false, delivery: false });
    plainPrice = rupeesAt(plain.basePaise, 0);
    otherPrice = rupeesAt(other.basePaise, 0);
    for (const p of [plain, other]) await setStock(platform, p.id, '', 500);
    shopper = await registerShopper(platform);
  }, 120_000);
  afterAll(() => platform.close());

  const delivery = () => Math.round(plain.deliveryPaise / 100);

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
