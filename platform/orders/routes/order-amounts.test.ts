import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise, toRupees } from '../../shared/contract/money';
import { onlineDiscountOf } from '../../cart/contract/totals';
import { createTestPlatform, SHOP1, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from '../../testing/test-platform';
import {
  pickProduct,
  productByAsin,
  registerShopper,
  rows,
  setStock,
  stockOf,
  withCaptcha,
  type TestProduct,
  type TestShopper,
} from '../../testing/order-test-kit';

interface StoredOrder {
  subtotal_paise: number;
  offer_paise: number;
  delivery_paise: number;
  discount_paise: number;
  cod_fee_paise: number;
  total_paise: number;
  refunded_paise: number;
}

/** One amount per order: computed when it is placed, stored with it, and the same in every call that answers it. */
describe('order amounts', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let holi: TestProduct;
  let charged: TestProduct;
  let free: TestProduct;

  const place = async (mode: 'COD' | 'ONLINE', lines: { product: TestProduct; quantity: number; size?: string }[], s: TestShopper = shopper) => {
    const result = await platform.call('POST', '/api/insert_Customer_Order', {
      token: s.token,
      json: await withCaptcha(platform, s.token, {
        addressid: s.addressId,
        coupan_Code: '',
        paymentmode: mode,
        orders: lines.map((l) => ({ asinid: l.product.id, quantity: l.quantity, productcode: l.product.asin, size: l.size ?? '' })),
      }),
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.data as { CoOrderID: string; ORDERID?: string; amount?: number; amounts: Record<string, number> };
  };
  const getOrder = (number: string, token = shopper.token, host = SHOP1) =>
    platform.call('GET', `/api/Get_Order?order_id=${encodeURIComponent(number)}`, { token, host });
  const details = async (number: string) =>
    ((await platform.call('GET', '/api/Get_OrderDetails', { token: shopper.token })).body.data as { CoOrderID: string }[]).filter(
      (l) => l.CoOrderID === number,
    ) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const tracking = async (number: string) =>
    (await platform.call('GET', `/api/Get_OrderTracking?order_id=${number}`, { token: shopper.token })).body.data;
  const stored = async (number: string) =>
    (
      await rows<StoredOrder>(
        platform,
        sql`select subtotal_paise, offer_paise, delivery_paise, discount_paise, cod_fee_paise, total_paise, refunded_paise from orders where number = ${number}`,
      )
    )[0]!;
  const pay = async (gatewayOrder: string) => {
    const paid = await platform.call('POST', '/api/test_gateway/pay', { json: { order_id: gatewayOrder, outcome: 'success' } });
    expect((await platform.call('POST', '/api/order_final', { token: shopper.token, json: paid.body })).status).toBe(200);
  };
  const cancel = (order_item_id: number, quantity?: unknown) =>
    platform.call('POST', '/api/Cancel_Order_Item', {
      token: shopper.token,
      json: { order_item_id, reason: 'Ordered By Mistake', comment: 'I ordered the wrong thing.', ...(quantity === undefined ? {} : { quantity }) },
    });

  /** Every call that answers the order answers the same figures, and they are the stored ones. */
  async function expectSameEverywhere(number: string) {
    const order = (await getOrder(number)).body.data;
    const lines = await details(number);
    const track = await tracking(number);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.CoOrderAmounts).toEqual(order.amounts);
    expect(track.amounts).toEqual(order.amounts);
    expect(track.CoPaymentStatus).toBe(order.CoPaymentStatus);
    const row = await stored(number);
    expect(order.amounts).toMatchObject({
      items_price: toRupees(row.subtotal_paise + row.offer_paise),
      offer: toRupees(row.offer_paise),
      subtotal: toRupees(row.subtotal_paise),
      delivery: toRupees(row.delivery_paise),
      online_discount: toRupees(row.discount_paise),
      cod_fee: toRupees(row.cod_fee_paise),
      auto_offer: 0,
      auto_offer_label: '',
      coupon: 0,
      coupon_code: '',
      total: toRupees(row.total_paise),
      refunded: toRupees(row.refunded_paise),
    });
    // The lines show how the order's figures were reached, and add up to them.
    const sum = (key: string) => lines.reduce((total, line) => total + (line[key] as number), 0);
    expect(sum('CoItemsPrice')).toBe(order.amounts.items_price);
    expect(sum('CoOfferDiscount')).toBe(order.amounts.offer);
    expect(sum('CoDeliveryCharge')).toBe(order.amounts.delivery);
    expect(sum('CoOnlineDiscount')).toBe(order.amounts.online_discount);
    expect(sum('CoLineAmount')).toBe(order.amounts.total);
    // What is left once the cancelled items are taken off: the lines still ordered.
    const open = lines.filter((line) => line.CoOrderStatus !== 'Cancelled');
    expect(order.amounts.net).toBe(open.reduce((total, line) => total + (line.CoLineAmount as number), 0));
    expect(order.amounts.net).toBe(order.amounts.total - order.amounts.cancelled);
    expect(order.amounts.cancelled_items).toBe(sum('CoQuantity') - open.reduce((n, line) => n + (line.CoQuantity as number), 0));
    for (const line of lines) {
      expect(line.CoItemsPrice).toBe(line.StandardPrice * line.CoQuantity);
      expect(line.CoTotalPrice).toBe(line.CoItemsPrice - line.CoOfferDiscount + line.CoDeliveryCharge);
      expect(line.CoLineAmount).toBe(line.CoTotalPrice - line.CoAutoOfferDiscount - line.CoCouponDiscount - line.CoOnlineDiscount);
    }
    return { order, lines };
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    shopper = await registerShopper(platform);
    holi = await productByAsin(platform, 'holi-t-shirt');
    charged = await pickProduct(platform, { sized: false, delivery: true });
    free = await pickProduct(platform, { sized: false, delivery: false });
    await setStock(platform, charged.id, '', 50);
    await setStock(platform, free.id, '', 50);
  });
  afterAll(() => platform.close());

  it('charges a pair of HOLI T-SHIRTs paid online ₹224 on every screen, the line showing 2 × ₹149 less the offer', async () => {
    const placed = await place('ONLINE', [{ product: holi, quantity: 2, size: 'S' }]);
    const amounts = {
      items: 2,
      items_price: 298,
      offer: 49,
      subtotal: 249,
      delivery: 0,
      online_discount: 25,
      cod_fee: 0,
      auto_offer: 0,
      auto_offer_label: '',
      coupon: 0,
      coupon_code: '',
      total: 224,
      cancelled: 0,
      refunded: 0,
      cancelled_items: 0,
      net: 224,
    };
    expect(placed.amounts).toEqual(amounts);
    expect(placed.amount).toBe(22400);
    expect(await rows(platform, sql`select amount_paise from test_gateway_orders where id = ${placed.ORDERID!}`)).toEqual([{ amount_paise: 22400 }]);
    const retry = await platform.call('POST', '/api/Retry_Order_Payment', { token: shopper.token, json: { CoOrderID: placed.CoOrderID } });
    expect(retry.body.data.amount).toBe(22400);

    const unpaid = await expectSameEverywhere(placed.CoOrderID);
    expect(unpaid.order).toMatchObject({ CoPaymentMode: 'ONLINE', CoPaymentStatus: 'PENDING', amounts });
    expect(unpaid.lines[0]).toMatchObject({
      StandardPrice: 149,
      CoQuantity: 2,
      CoItemsPrice: 298,
      CoOfferDiscount: 49,
      CoDeliveryCharge: 0,
      CoTotalPrice: 249,
      CoOnlineDiscount: 25,
      CoLineAmount: 224,
      CoCancelRefund: 0,
    });
    expect((await tracking(placed.CoOrderID)).CoPaymentStatus).toBe('PENDING');

    await pay(placed.ORDERID!);
    const paid = await expectSameEverywhere(placed.CoOrderID);
    expect(paid.order).toMatchObject({ CoPaymentStatus: 'PAID', amounts });
    expect(paid.lines[0]!.CoCancelRefund).toBe(224);

    const cancelled = await cancel(paid.lines[0]!.CoOrderItemID);
    expect(cancelled.body.data.refund_amount).toBe(224);
    const after = await expectSameEverywhere(placed.CoOrderID);
    expect(after.order.amounts).toEqual({ ...amounts, cancelled: 224, refunded: 224, cancelled_items: 2, net: 0 });
    expect(after.lines[0]).toMatchObject({ CoOrderStatus: 'Cancelled', CoRefundAmount: 224, CoCancelRefund: 0 });
  });

  it('keeps a COD order at its placed total; a cancelled item is counted as cancelled, nothing refunded', async () => {
    const placed = await place('COD', [
      { product: charged, quantity: 2 },
      { product: free, quantity: 1 },
    ]);
    const price = toRupees(charged.basePaise);
    const delivery = toRupees(charged.deliveryPaise);
    const other = toRupees(free.basePaise);
    const total = 2 * price + 2 * delivery + other;
    expect(placed.amounts).toEqual({
      items: 3,
      items_price: 2 * price + other,
      offer: 0,
      subtotal: 2 * price + other,
      delivery: 2 * delivery,
      online_discount: 0,
      cod_fee: 0,
      auto_offer: 0,
      auto_offer_label: '',
      coupon: 0,
      coupon_code: '',
      total,
      cancelled: 0,
      refunded: 0,
      cancelled_items: 0,
      net: total,
    });
    const { lines } = await expectSameEverywhere(placed.CoOrderID);
    expect(lines.map((l) => l.CoLineAmount)).toEqual([2 * price + 2 * delivery, other]);
    expect(lines.map((l) => l.CoCancelRefund)).toEqual([0, 0]);

    const first = await cancel(lines[0]!.CoOrderItemID);
    expect(first.body.data.refund_amount).toBe(0);
    const after = await expectSameEverywhere(placed.CoOrderID);
    expect(after.order.amounts).toMatchObject({ total, cancelled: 2 * price + 2 * delivery, refunded: 0, cancelled_items: 2, net: other });

    const again = await cancel(lines[0]!.CoOrderItemID);
    expect(again).toMatchObject({ status: 409, body: { status: 'false', message: 'This item is already cancelled.' } });
  });

  it('refunds each cancelled line of a paid online order what it cost, and no more than was paid', async () => {
    const placed = await place('ONLINE', [
      { product: charged, quantity: 1 },
      { product: free, quantity: 3 },
    ]);
    const subtotal = toRupees(charged.basePaise) + 3 * toRupees(free.basePaise);
    expect(placed.amounts.online_discount).toBe(onlineDiscountOf(subtotal));
    await pay(placed.ORDERID!);
    const { lines, order } = await expectSameEverywhere(placed.CoOrderID);
    expect(lines[0]!.CoOnlineDiscount + lines[1]!.CoOnlineDiscount).toBe(order.amounts.online_discount);

    const first = await cancel(lines[0]!.CoOrderItemID);
    expect(first.body.data.refund_amount).toBe(lines[0]!.CoLineAmount);
    expect((await expectSameEverywhere(placed.CoOrderID)).order.amounts).toMatchObject({
      cancelled: lines[0]!.CoLineAmount,
      refunded: lines[0]!.CoLineAmount,
    });
    const second = await cancel(lines[1]!.CoOrderItemID);
    expect(second.body.data.refund_amount).toBe(lines[1]!.CoLineAmount);
    const end = await expectSameEverywhere(placed.CoOrderID);
    expect(end.order.amounts).toMatchObject({ cancelled: order.amounts.total, refunded: order.amounts.total });
    expect((await stored(placed.CoOrderID)).refunded_paise).toBe(toPaise(order.amounts.total));
  });

  it('refunds an item cancelled while the order was unpaid once the order is paid after all', async () => {
    const placed = await place('ONLINE', [
      { product: charged, quantity: 1 },
      { product: free, quantity: 1 },
    ]);
    const { lines } = await expectSameEverywhere(placed.CoOrderID);
    expect((await cancel(lines[0]!.CoOrderItemID)).body.data.refund_amount).toBe(0);
    expect((await getOrder(placed.CoOrderID)).body.data.amounts).toMatchObject({ cancelled: lines[0]!.CoLineAmount, refunded: 0 });
    await pay(placed.ORDERID!);
    const after = await expectSameEverywhere(placed.CoOrderID);
    expect(after.order.amounts).toMatchObject({ total: placed.amounts.total, cancelled: lines[0]!.CoLineAmount, refunded: lines[0]!.CoLineAmount });
    expect(after.lines[0]!.CoRefundAmount).toBe(lines[0]!.CoLineAmount);
  });

  it('cancels 2 of 3 units of a COD line: exactly 2 back in stock, the rest keeps its share, every call answers the net', async () => {
    const placed = await place('COD', [
      { product: charged, quantity: 3 },
      { product: free, quantity: 1 },
    ]);
    const price = toRupees(charged.basePaise);
    const delivery = toRupees(charged.deliveryPaise);
    const other = toRupees(free.basePaise);
    const total = 3 * (price + delivery) + other;
    const { lines } = await expectSameEverywhere(placed.CoOrderID);
    // What cancelling 1, 2 or 3 of its units would take off, as the platform works it out.
    expect(lines[0]!.CoCancelOptions).toEqual([1, 2, 3].map((units) => ({ units, amount: units * (price + delivery), refund: 0 })));
    const stock = await stockOf(platform, charged.id, '');

    const part = await cancel(lines[0]!.CoOrderItemID, 2);
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const cancelledAmount = 2 * (price + delivery);
    expect(part.body).toMatchObject({
      status: 'true',
      message: '2 of 3 units are cancelled',
      data: {
        CoOrderID: placed.CoOrderID,
        refund_amount: 0,
        cancelled_units: 2,
        amounts: { total, cancelled: cancelledAmount, cancelled_items: 2, net: total - cancelledAmount, refunded: 0 },
      },
    });
    expect(part.body.data.CoOrderItemID).not.toBe(lines[0]!.CoOrderItemID);
    expect(await stockOf(platform, charged.id, '')).toBe(stock + 2);

    const after = await expectSameEverywhere(placed.CoOrderID);
    expect(after.order.amounts).toMatchObject({ total, cancelled: cancelledAmount, net: price + delivery + other });
    const kept = after.lines.find((l) => l.CoOrderItemID === lines[0]!.CoOrderItemID)!;
    expect(kept).toMatchObject({
      CoOrderStatus: 'Confirmed',
      CoQuantity: 1,
      CoLineAmount: price + delivery,
      CoDeliveryCharge: delivery,
      CoCancellable: true,
    });
    expect(kept.CoCancelOptions).toEqual([{ units: 1, amount: price + delivery, refund: 0 }]);
    const split = after.lines.find((l) => l.CoOrderItemID === part.body.data.CoOrderItemID)!;
    expect(split).toMatchObject({
      CoOrderStatus: 'Cancelled',
      CoQuantity: 2,
      CoLineAmount: cancelledAmount,
      CoCancellable: false,
      CoCancelOptions: [],
    });
    const events = (await tracking(placed.CoOrderID)).events as { status: string; note: string }[];
    expect(events.at(-1)).toMatchObject({ status: 'Cancelled', note: 'Cancelled by the customer: Ordered By Mistake. 2 of 3 units.' });

    // The last unit: the line as a whole, the spec's message; every unit of it back, the same total off as at once.
    const rest = await cancel(lines[0]!.CoOrderItemID, 1);
    expect(rest.body).toMatchObject({ message: '1 Item is cancelled', data: { CoOrderItemID: lines[0]!.CoOrderItemID, cancelled_units: 1 } });
    expect(await stockOf(platform, charged.id, '')).toBe(stock + 3);
    const end = await expectSameEverywhere(placed.CoOrderID);
    expect(end.order.amounts).toMatchObject({ total, cancelled: 3 * (price + delivery), cancelled_items: 3, net: other });
  });

  it('refunds the share of the units cancelled from a paid online line, and all of it by the last unit', async () => {
    const placed = await place('ONLINE', [
      { product: free, quantity: 3 },
      { product: charged, quantity: 1 },
    ]);
    await pay(placed.ORDERID!);
    const { lines, order } = await expectSameEverywhere(placed.CoOrderID);
    const line = lines[0]!;
    const options = line.CoCancelOptions as { units: number; amount: number; refund: number }[];
    expect(options.map((o) => o.units)).toEqual([1, 2, 3]);
    expect(options[2]).toEqual({ units: 3, amount: line.CoLineAmount, refund: line.CoLineAmount });
    for (const option of options) expect(option.refund).toBe(option.amount);
    const stock = await stockOf(platform, free.id, '');

    const first = await cancel(line.CoOrderItemID, 1);
    expect(first.body.data).toMatchObject({ refund_amount: options[0]!.refund, cancelled_units: 1 });
    expect(await stockOf(platform, free.id, '')).toBe(stock + 1);
    const middle = await expectSameEverywhere(placed.CoOrderID);
    expect(middle.order.amounts).toMatchObject({
      cancelled: options[0]!.amount,
      refunded: options[0]!.refund,
      net: order.amounts.total - options[0]!.amount,
    });

    const second = await cancel(line.CoOrderItemID, '2');
    expect(second.body.data.cancelled_units).toBe(2);
    expect(await stockOf(platform, free.id, '')).toBe(stock + 3);
    const end = await expectSameEverywhere(placed.CoOrderID);
    // One unit then two come to the line's amount exactly: nothing lost or gained to rounding.
    expect(end.order.amounts).toMatchObject({ cancelled: line.CoLineAmount, refunded: line.CoLineAmount, cancelled_items: 3 });
    expect(first.body.data.refund_amount + second.body.data.refund_amount).toBe(line.CoLineAmount);
    expect(
      await rows(
        platform,
        sql`select sum(amount_paise)::int as sum from refunds r join orders o on o.id = r.order_id where o.number = ${placed.CoOrderID}`,
      ),
    ).toEqual([{ sum: toPaise(line.CoLineAmount) }]);
  });

  it.each([
    [4, 400, 'You cannot cancel more units than you ordered.'],
    [0, 400, 'Choose how many to cancel.'],
    ['two', 400, 'Choose how many to cancel.'],
    [1.5, 400, 'Choose how many to cancel.'],
  ])('refuses to cancel %j of 3 units, and changes nothing', async (quantity, status, message) => {
    const placed = await place('COD', [{ product: free, quantity: 3 }]);
    const [line] = await details(placed.CoOrderID);
    const stock = await stockOf(platform, free.id, '');
    expect(await cancel(line!.CoOrderItemID, quantity)).toMatchObject({ status, body: { status: 'false', field: 'quantity', message } });
    expect(await stockOf(platform, free.id, '')).toBe(stock);
    expect((await getOrder(placed.CoOrderID)).body.data.amounts).toMatchObject({ cancelled: 0, net: placed.amounts.total });
  });

  describe('Get_Order', () => {
    it("answers the shopper's own order with the address it keeps", async () => {
      const placed = await place('COD', [{ product: free, quantity: 1 }]);
      const result = await getOrder(placed.CoOrderID);
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({
        CoOrderID: placed.CoOrderID,
        CoOrderDate: expect.stringMatching(/^\d{4}-/),
        CoPaymentMode: 'COD',
        CoPaymentStatus: 'NOT_REQUIRED',
        address: { firstname: 'Test', lastname: 'Shopper', city: 'Jaipur', pincode: '302001', STATENAME: 'Rajasthan', country: 'India' },
        amounts: placed.amounts,
      });
      expect(result.body.data.lines).toHaveLength(1);
    });

    it("answers 404 for an unknown order and for anyone else's, 400 without a number, 401 without a token", async () => {
      const placed = await place('COD', [{ product: free, quantity: 1 }]);
      const priya = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
      const arjun = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
      const intruder = await registerShopper(platform);
      for (const [number, token, host] of [
        ['FAKE-123', shopper.token, SHOP1],
        ['OD123', shopper.token, SHOP1],
        [placed.CoOrderID, priya, SHOP1],
        [placed.CoOrderID, intruder.token, SHOP1],
        [placed.CoOrderID, arjun, SHOP2],
      ] as const) {
        expect(await getOrder(number, token, host)).toMatchObject({ status: 404, body: { status: 'false', message: 'Order not found.' } });
      }
      expect((await platform.call('GET', '/api/Get_Order', { token: shopper.token })).body).toMatchObject({ status: 'false', field: 'order_id' });
      expect((await getOrder('x'.repeat(41))).status).toBe(400);
      expect((await platform.call('GET', `/api/Get_Order?order_id=${placed.CoOrderID}`)).status).toBe(401);
    });
  });
});
