import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRupees } from '../../shared/contract/money';
import type { Change } from '../../shared/events';
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

const NOT_CANCELLABLE = 'This item can no longer be cancelled because it has already shipped.';
const ALREADY_CANCELLED = 'This item is already cancelled.';
const ADMIN = { 'X-Admin-Key': 'test-admin-key' };

describe('cancelling order items and moving orders on', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let priya: string;
  let arjun: string;
  let holi: TestProduct;
  let cheap: TestProduct;
  let delivered: TestProduct;

  const place = async (mode: 'COD' | 'ONLINE', lines: { product: TestProduct; quantity: number; size: string }[], s: TestShopper = shopper) => {
    const result = await platform.call('POST', '/api/insert_Customer_Order', {
      token: s.token,
      json: await withCaptcha(platform, s.token, {
        addressid: s.addressId,
        coupan_Code: '',
        paymentmode: mode,
        orders: lines.map((l) => ({ asinid: l.product.id, quantity: l.quantity, productcode: l.product.asin, size: l.size })),
      }),
    });
    expect(result.status).toBe(200);
    const lineIds = await rows<{ id: number; product_id: number }>(
      platform,
      sql`select l.id, l.product_id from order_lines l join orders o on o.id = l.order_id where o.number = ${result.body.data.CoOrderID} order by l.id`,
    );
    return { ...result.body.data, lineIds: lineIds.map((l) => l.id) } as { CoOrderID: string; ORDERID?: string; lineIds: number[] };
  };
  const cancel = (token: string, order_item_id: unknown, extra: Record<string, unknown> = {}, host = SHOP1) =>
    platform.call('POST', '/api/Cancel_Order_Item', {
      host,
      token,
      json: { order_item_id, reason: 'Ordered By Mistake', comment: 'I ordered the wrong thing.', ...extra },
    });
  const lineState = async (id: number) =>
    (
      await rows<{ status: string; cancel_reason: string | null; cancel_comment: string | null; cancelled_at: Date | null; refund_paise: number }>(
        platform,
        sql`select status, cancel_reason, cancel_comment, cancelled_at, refund_paise from order_lines where id = ${id}`,
      )
    )[0]!;
  const setStatus = (CoOrderID: string, status: string, options: { host?: string; headers?: Record<string, string>; note?: string } = {}) =>
    platform.call('POST', '/api/admin/order_status', {
      host: options.host ?? SHOP1,
      headers: options.headers ?? ADMIN,
      json: { CoOrderID, status, note: options.note ?? '' },
    });

  beforeAll(async () => {
    platform = await createTestPlatform();
    shopper = await registerShopper(platform);
    priya = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    arjun = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
    holi = await productByAsin(platform, 'holi-t-shirt');
    cheap = await pickProduct(platform, { sized: false, delivery: false });
    delivered = await pickProduct(platform, { sized: false, delivery: true });
    await setStock(platform, cheap.id, '', 50);
    await setStock(platform, delivered.id, '', 50);
  });
  afterAll(() => platform.close());

  it('cancels a COD line: refund 0, units back in stock, the reason recorded', async () => {
    const order = await place('COD', [
      { product: holi, quantity: 2, size: 'S' },
      { product: cheap, quantity: 1, size: '' },
    ]);
    const stock = await stockOf(platform, holi.id, 'S');
    const changes: Change[] = [];
    const unsubscribe = platform.context.changes.subscribe((c) => void changes.push(c));
    const result = await cancel(shopper.token, order.lineIds[0], { reason: 'Incorrect size ordered', comment: 'Needed a larger size.' });
    unsubscribe();
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      status: 'true',
      message: '1 Item is cancelled',
      data: { CoOrderID: order.CoOrderID, refund_amount: 0, CoOrderItemID: order.lineIds[0], cancelled_units: 2 },
    });
    expect(await lineState(order.lineIds[0]!)).toMatchObject({
      status: 'Cancelled',
      cancel_reason: 'Incorrect size ordered',
      cancel_comment: 'Needed a larger size.',
      refund_paise: 0,
    });
    expect((await lineState(order.lineIds[0]!)).cancelled_at).not.toBeNull();
    expect((await lineState(order.lineIds[1]!)).status).toBe('Confirmed');
    expect(await stockOf(platform, holi.id, 'S')).toBe(stock + 2);
    expect(changes).toEqual([{ tags: ['product:holi-t-shirt'] }]);

    const details = await platform.call('GET', '/api/Get_OrderDetails', { token: shopper.token });
    expect(details.body.data.find((l: { CoOrderItemID: number }) => l.CoOrderItemID === order.lineIds[0])).toMatchObject({
      CoOrderStatus: 'Cancelled',
      CoCancellable: false,
      CoRefundAmount: 0,
    });
    const tracking = await platform.call('GET', `/api/Get_OrderTracking?order_id=${order.CoOrderID}`, { token: shopper.token });
    expect(tracking.body.data.events.at(-1)).toMatchObject({
      status: 'Cancelled',
      note: 'Cancelled by the customer: Incorrect size ordered.',
      item: 'HOLI T-SHIRT',
    });

    const twice = await cancel(shopper.token, order.lineIds[0]);
    expect(twice).toMatchObject({ status: 409, body: { status: 'false', message: ALREADY_CANCELLED } });
    expect(await stockOf(platform, holi.id, 'S')).toBe(stock + 2);
  });

  it('restocks once when the same line is cancelled twice at the same moment', async () => {
    const order = await place('COD', [{ product: cheap, quantity: 3, size: '' }]);
    const stock = await stockOf(platform, cheap.id, '');
    const results = await Promise.all([cancel(shopper.token, order.lineIds[0]), cancel(shopper.token, order.lineIds[0])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(platform, cheap.id, '')).toBe(stock + 3);
  });

  it("refuses to cancel anyone else's line, even by guessing ids, and changes nothing", async () => {
    const order = await place('COD', [{ product: cheap, quantity: 1, size: '' }]);
    const stock = await stockOf(platform, cheap.id, '');
    const intruder = await registerShopper(platform);
    for (const [token, host] of [
      [intruder.token, SHOP1],
      [priya, SHOP1],
      [arjun, SHOP2],
    ] as const) {
      const result = await cancel(token, order.lineIds[0], {}, host);
      expect(result).toMatchObject({ status: 404, body: { status: 'false', message: 'Order item not found.' } });
    }
    expect((await cancel(shopper.token, 999_999)).status).toBe(404);
    expect((await lineState(order.lineIds[0]!)).status).toBe('Confirmed');
    expect(await stockOf(platform, cheap.id, '')).toBe(stock);
  });

  it.each([
    [{ reason: 'Just because' }, 'reason', 'Please select a reason for cancellation.'],
    [{ comment: 'too short' }, 'comment', 'Please enter at least 10 characters in the comments.'],
    [{ order_item_id: 'abc' }, 'order_item_id', undefined],
    [{ comment: 'x'.repeat(2 * 1024 * 1024) }, 'comment', undefined],
  ] as const)('answers 400 for a malformed cancellation %j', async (override, field, message) => {
    const result = await platform.call('POST', '/api/Cancel_Order_Item', {
      token: shopper.token,
      json: { order_item_id: 1, reason: 'Ordered By Mistake', comment: 'I ordered the wrong thing.', ...override },
    });
    expect(result.status).toBe(400);
    expect(result.body.field).toBe(field);
    if (message) expect(result.body.message).toBe(message);
  });

  it('refunds the paid share of a line of a paid online order, and nothing while it is unpaid', async () => {
    const order = await place('ONLINE', [
      { product: delivered, quantity: 1, size: '' },
      { product: cheap, quantity: 2, size: '' },
    ]);
    const unpaid = await place('ONLINE', [{ product: cheap, quantity: 1, size: '' }]);
    expect((await cancel(shopper.token, unpaid.lineIds[0])).body.data.refund_amount).toBe(0);

    const paid = await platform.call('POST', '/api/test_gateway/pay', { json: { order_id: order.ORDERID, outcome: 'success' } });
    expect((await platform.call('POST', '/api/order_final', { token: shopper.token, json: paid.body })).status).toBe(200);
    const [o] = await rows<{ total_paise: number }>(platform, sql`select total_paise from orders where number = ${order.CoOrderID}`);
    const lines = await rows<{ amount_paise: number }>(platform, sql`select amount_paise from order_lines where id in ${order.lineIds} order by id`);

    const first = await cancel(shopper.token, order.lineIds[0]);
    expect(first.body.data.refund_amount).toBe(toRupees(lines[0]!.amount_paise));
    expect((await lineState(order.lineIds[0]!)).refund_paise).toBe(lines[0]!.amount_paise);
    await cancel(shopper.token, order.lineIds[1]);
    const refunds = await rows<{ refund_paise: number }>(platform, sql`select refund_paise from order_lines where id in ${order.lineIds}`);
    expect(refunds.reduce((sum, r) => sum + r.refund_paise, 0)).toBe(o!.total_paise);
    const [after] = await rows<{ refunded_paise: number }>(platform, sql`select refunded_paise from orders where number = ${order.CoOrderID}`);
    expect(after!.refunded_paise).toBe(o!.total_paise);
  });

  describe('the back office', () => {
    it('requires the admin key, and is closed when none is configured', async () => {
      const order = await place('COD', [{ product: cheap, quantity: 1, size: '' }]);
      for (const headers of [{}, { 'X-Admin-Key': 'wrong' }] as Record<string, string>[]) {
        const result = await setStatus(order.CoOrderID, 'Shipped', { headers });
        expect(result).toMatchObject({ status: 401, body: { status: 'false', message: 'Admin key required.' } });
      }
      const key = platform.context.config.adminKey;
      platform.context.config.adminKey = undefined;
      try {
        expect((await setStatus(order.CoOrderID, 'Shipped')).status).toBe(403);
      } finally {
        platform.context.config.adminKey = key;
      }
      expect((await lineState(order.lineIds[0]!)).status).toBe('Confirmed');
    });

    it('ships an order, after which its items cannot be cancelled', async () => {
      const order = await place('COD', [
        { product: cheap, quantity: 1, size: '' },
        { product: holi, quantity: 1, size: 'M' },
      ]);
      await cancel(shopper.token, order.lineIds[1]);
      const shipped = await setStatus(order.CoOrderID, 'Shipped', { note: 'Handed to the courier' });
      expect(shipped).toMatchObject({ status: 200, body: { status: 'true' } });
      expect((await lineState(order.lineIds[0]!)).status).toBe('Shipped');
      expect((await lineState(order.lineIds[1]!)).status).toBe('Cancelled');
      const stock = await stockOf(platform, cheap.id, '');
      const refused = await cancel(shopper.token, order.lineIds[0]);
      expect(refused).toMatchObject({ status: 409, body: { message: NOT_CANCELLABLE } });
      expect(await stockOf(platform, cheap.id, '')).toBe(stock);
      const tracking = await platform.call('GET', `/api/Get_OrderTracking?order_id=${order.CoOrderID}`, { token: shopper.token });
      expect(tracking.body.data.events.at(-1)).toMatchObject({ status: 'Shipped', note: 'Handed to the courier' });
      expect((await setStatus(order.CoOrderID, 'Delivered')).status).toBe(200);
      const details = await platform.call('GET', '/api/Get_OrderDetails', { token: shopper.token });
      expect(details.body.data.find((l: { CoOrderItemID: number }) => l.CoOrderItemID === order.lineIds[0])).toMatchObject({
        CoOrderStatus: 'Delivered',
        CoCancellable: false,
      });
    });

    it("cancels an order's open items with restock, and refuses unknown or other shops' orders", async () => {
      const order = await place('COD', [{ product: cheap, quantity: 2, size: '' }]);
      const stock = await stockOf(platform, cheap.id, '');
      expect((await setStatus(order.CoOrderID, 'Shipped', { host: SHOP2 })).status).toBe(404);
      expect((await setStatus('OD00000000000000', 'Shipped')).status).toBe(404);
      expect((await setStatus(order.CoOrderID, 'Payment Pending')).body.field).toBe('status');
      expect((await setStatus(order.CoOrderID, 'Lost')).body.field).toBe('status');
      expect((await setStatus(order.CoOrderID, 'Cancelled', { note: 'Could not source it' })).status).toBe(200);
      expect(await lineState(order.lineIds[0]!)).toMatchObject({ status: 'Cancelled', cancel_reason: 'Cancelled by the shop' });
      expect(await stockOf(platform, cheap.id, '')).toBe(stock + 2);
      expect((await setStatus(order.CoOrderID, 'Shipped')).status).toBe(409);
    });
  });
});
