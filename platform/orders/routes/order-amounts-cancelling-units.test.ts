import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise, toRupees } from '../../shared/contract/money';
import { type TestPlatform } from '../../testing/test-platform';
import { rows, stockOf, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { orderAmountCalls, setUpOrderAmounts } from '../../testing/order-amounts-kit';

/** One amount per order: computed when it is placed, stored with it, and the same in every call that answers it. */
describe('order amounts', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let charged: TestProduct;
  let free: TestProduct;
  const { place, getOrder, details, tracking, pay, cancel, expectSameEverywhere } = orderAmountCalls(() => ({ platform, shopper }));

  beforeAll(async () => {
    ({ platform, shopper, charged, free } = await setUpOrderAmounts());
  });
  afterAll(() => platform.close());

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
});
