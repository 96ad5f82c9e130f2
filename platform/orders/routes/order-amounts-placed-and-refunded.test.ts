import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise, toRupees } from '../../shared/contract/money';
import { onlineDiscountOf } from '../../cart/contract/totals';
import { type TestPlatform } from '../../testing/test-platform';
import { rows, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { orderAmountCalls, setUpOrderAmounts } from '../../testing/order-amounts-kit';

/** One amount per order: computed when it is placed, stored with it, and the same in every call that answers it. */
describe('order amounts', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let holi: TestProduct;
  let charged: TestProduct;
  let free: TestProduct;
  const { place, getOrder, tracking, stored, pay, cancel, expectSameEverywhere } = orderAmountCalls(() => ({ platform, shopper }));

  beforeAll(async () => {
    ({ platform, shopper, holi, charged, free } = await setUpOrderAmounts());
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
});
