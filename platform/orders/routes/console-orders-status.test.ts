import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRupees } from '../../shared/contract/money';
import type { Change } from '../../shared/events';
import { SHOP2, type TestPlatform } from '../../testing/test-platform';
import { rows, stockOf, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { consoleOrderCalls, setUpConsoleOrders, type Placed } from '../../testing/console-orders-kit';

describe('the console: orders', () => {
  let platform: TestPlatform;
  let owner: string;
  let kesari: string;
  let shopper: TestShopper;
  let priya: string;
  let holi: TestProduct;
  let cheap: TestProduct;
  let other: TestProduct;
  const { get, list, detail, move, cancel, mailbox, place, placeCod, payOnline, lineStatus } = consoleOrderCalls(() => ({
    platform,
    owner,
    shopper,
  }));

  beforeAll(async () => {
    ({ platform, owner, kesari, shopper, priya, holi, cheap, other } = await setUpConsoleOrders());
  });
  afterAll(() => platform.close());

  describe('moving an order on', () => {
    it('only forward: Packed, Shipped with courier and tracking number, Delivered; the shopper sees and is mailed each step', async () => {
      const order = await placeCod([{ product: cheap, quantity: 1, size: '' }]);
      expect(await move({ number: order.CoOrderID, status: 'Packed' })).toMatchObject({
        status: 200,
        body: { status: 'true', message: `Order ${order.CoOrderID} is now Packed.` },
      });
      expect((await move({ number: order.CoOrderID, status: 'Packed' })).body).toMatchObject({
        message: 'This order is already Packed: it can only move forward.',
        field: 'status',
      });
      expect((await move({ number: order.CoOrderID, status: 'Confirmed' })).body).toMatchObject({
        message: 'Choose Packed, Shipped or Delivered.',
        field: 'status',
      });

      const noCourier = await move({ number: order.CoOrderID, status: 'Shipped', tracking_number: 'DL123' });
      expect(noCourier).toMatchObject({ status: 400, body: { message: 'Enter the courier’s name.', field: 'courier_name' } });
      const noTracking = await move({ number: order.CoOrderID, status: 'Shipped', courier_name: 'Delhivery', tracking_number: '  ' });
      expect(noTracking).toMatchObject({ status: 400, body: { message: 'Enter the tracking number.', field: 'tracking_number' } });
      expect((await move({ number: order.CoOrderID, status: 'Shipped', courier_name: 'Delhivery', tracking_number: '<script>' })).body.field).toBe(
        'tracking_number',
      );
      expect(await lineStatus(order.lineIds[0]!)).toBe('Packed');

      const shipped = await move({ number: order.CoOrderID, status: 'Shipped', courier_name: 'Delhivery', tracking_number: 'DL-7788-1234' });
      expect(shipped.status).toBe(200);
      expect((await move({ number: order.CoOrderID, status: 'Packed' })).body.message).toBe(
        'This order is already Shipped: it can only move forward.',
      );

      const tracking = await platform.call('GET', `/api/Get_OrderTracking?order_id=${order.CoOrderID}`, { token: shopper.token });
      expect(tracking.body.data).toMatchObject({ courier_name: 'Delhivery', tracking_number: 'DL-7788-1234' });
      expect(tracking.body.data.events.map((e: { status: string }) => e.status)).toEqual(['Confirmed', 'Packed', 'Shipped']);
      expect(tracking.body.data.events.at(-1).note).toBe('Shipped with Delhivery, tracking number DL-7788-1234.');
      const mine = await platform.call('GET', '/api/Get_OrderDetails', { token: shopper.token });
      expect(mine.body.data.find((l: { CoOrderID: string }) => l.CoOrderID === order.CoOrderID).CoOrderStatus).toBe('Shipped');

      expect((await move({ number: order.CoOrderID, status: 'Delivered' })).status).toBe(200);
      expect((await detail(order.CoOrderID)).body.order).toMatchObject({ status: 'Delivered', next_statuses: [] });

      const mails = await mailbox(shopper.email);
      const subjects = mails.filter((m) => m.subject.includes(order.CoOrderID)).map((m) => m.subject);
      expect(subjects).toEqual([
        `Your Apna Bazaar order ${order.CoOrderID} is delivered`,
        `Your Apna Bazaar order ${order.CoOrderID} has shipped`,
        `Your Apna Bazaar order ${order.CoOrderID} is packed`,
        `Your Apna Bazaar order ${order.CoOrderID} is placed`,
      ]);
      const shippedMail = mails.find((m) => m.subject.endsWith('has shipped'))!;
      expect(shippedMail.text).toContain('on its way with Delhivery');
      expect(shippedMail.text).toContain('Tracking number: DL-7788-1234');
      expect(shippedMail.text).toContain('Apna Bazaar');
    });

    it('moves more than one step at once, and not an order awaiting its online payment or with every item cancelled', async () => {
      const order = await placeCod([{ product: cheap, quantity: 1, size: '' }]);
      expect((await detail(order.CoOrderID)).body.order.next_statuses).toEqual(['Packed', 'Shipped', 'Delivered']);
      expect((await move({ number: order.CoOrderID, status: 'Shipped', courier_name: 'India Post', tracking_number: 'EE123456789IN' })).status).toBe(
        200,
      );
      expect((await detail(order.CoOrderID)).body.order.next_statuses).toEqual(['Delivered']);

      const online = await place(shopper.token, shopper.addressId, 'ONLINE', [{ product: cheap, quantity: 1, size: '' }]);
      expect((await detail(online.CoOrderID)).body.order).toMatchObject({ status: 'Payment Pending', next_statuses: [] });
      expect(await move({ number: online.CoOrderID, status: 'Packed' })).toMatchObject({
        status: 409,
        body: { message: 'This order is waiting for its online payment: it can be moved on once it is paid.' },
      });

      const gone = await placeCod([{ product: cheap, quantity: 1, size: '' }]);
      expect((await cancel({ number: gone.CoOrderID, reason: 'Out of stock at the supplier' })).status).toBe(200);
      expect((await move({ number: gone.CoOrderID, status: 'Packed' })).body.message).toBe('Every item of this order is cancelled.');
      expect((await move({ number: 'OD00000000000000', status: 'Packed' })).status).toBe(404);
    });

    it('keeps the admin-key call working (any status, with its note)', async () => {
      const order = await placeCod([{ product: cheap, quantity: 1, size: '' }]);
      const result = await platform.call('POST', '/api/admin/order_status', {
        headers: { 'X-Admin-Key': 'test-admin-key' },
        json: { CoOrderID: order.CoOrderID, status: 'Shipped', note: 'Handed over' },
      });
      expect(result.status).toBe(200);
      expect(await lineStatus(order.lineIds[0]!)).toBe('Shipped');
    });
  });

  describe('cancelling', () => {
    it('cancels one line with a reason: units back in stock, announced, recorded and mailed; nothing refunded for COD', async () => {
      const order = await placeCod([
        { product: holi, quantity: 2, size: 'M' },
        { product: other, quantity: 1, size: '' },
      ]);
      const stock = await stockOf(platform, holi.id, 'M');
      const changes: Change[] = [];
      const unsubscribe = platform.context.changes.subscribe((c) => void changes.push(c));
      const result = await cancel({ number: order.CoOrderID, line_id: order.lineIds[0], reason: 'Size M is damaged' });
      unsubscribe();
      expect(result).toMatchObject({ status: 200, body: { status: 'true', message: 'HOLI T-SHIRT (M) is cancelled.', refund: 0 } });
      expect(await stockOf(platform, holi.id, 'M')).toBe(stock + 2);
      expect(changes).toContainEqual({ tags: ['product:holi-t-shirt'] });
      expect(await lineStatus(order.lineIds[1]!)).toBe('Confirmed');
      const [line] = await rows<{ cancel_reason: string }>(platform, sql`select cancel_reason from order_lines where id = ${order.lineIds[0]}`);
      expect(line!.cancel_reason).toBe('Size M is damaged');
      expect(await rows(platform, sql`select * from refunds where order_line_id = ${order.lineIds[0]}`)).toEqual([]);

      const view = (await detail(order.CoOrderID)).body.order;
      expect(view.status).toBe('Confirmed');
      expect(view.events.at(-1)).toMatchObject({ status: 'Cancelled', note: 'Cancelled by the shop: Size M is damaged', item: 'HOLI T-SHIRT' });
      const [mail] = (await mailbox(shopper.email)).filter((m) => m.subject.includes(order.CoOrderID));
      expect(mail!.subject).toBe(`An item of your Apna Bazaar order ${order.CoOrderID} is cancelled`);
      expect(mail!.text).toContain('We have cancelled HOLI T-SHIRT (M) from your order');
      expect(mail!.text).toContain('Reason: Size M is damaged');
      expect(mail!.text).not.toContain('refund');

      expect((await cancel({ number: order.CoOrderID, line_id: order.lineIds[0], reason: 'Again' })).body).toMatchObject({
        message: 'This item is already cancelled.',
      });
      expect(await stockOf(platform, holi.id, 'M')).toBe(stock + 2);
      expect((await cancel({ number: order.CoOrderID, line_id: 999_999, reason: 'Nope' })).status).toBe(404);
      expect((await cancel({ number: order.CoOrderID, line_id: order.lineIds[1], reason: ' ' })).body).toMatchObject({
        message: 'Enter a reason for the cancellation.',
        field: 'reason',
      });
    });

    it('cancels a packed line, but not a shipped one', async () => {
      const order = await placeCod([
        { product: cheap, quantity: 1, size: '' },
        { product: other, quantity: 1, size: '' },
      ]);
      await move({ number: order.CoOrderID, status: 'Packed' });
      expect((await cancel({ number: order.CoOrderID, line_id: order.lineIds[0], reason: 'Packed the wrong thing' })).status).toBe(200);
      await move({ number: order.CoOrderID, status: 'Shipped', courier_name: 'Blue Dart', tracking_number: 'BD1' });
      const late = await cancel({ number: order.CoOrderID, line_id: order.lineIds[1], reason: 'Too late' });
      expect(late).toMatchObject({ status: 409, body: { message: 'This item has shipped and can no longer be cancelled.', field: 'line_id' } });
      expect((await cancel({ number: order.CoOrderID, reason: 'Too late' })).body.message).toBe('No item of this order can be cancelled any more.');
    });

    it('refunds a paid online order through the gateway, line by line, and records each refund', async () => {
      const order = await place(shopper.token, shopper.addressId, 'ONLINE', [
        { product: cheap, quantity: 1, size: '' },
        { product: other, quantity: 2, size: '' },
      ]);
      await payOnline(shopper.token, order);
      const amounts = await rows<{ amount_paise: number }>(
        platform,
        sql`select amount_paise from order_lines where id in ${order.lineIds} order by id`,
      );
      const stock = await stockOf(platform, other.id, '');

      const first = await cancel({ number: order.CoOrderID, line_id: order.lineIds[1], reason: 'Supplier ran out' });
      expect(first.body.refund).toBe(toRupees(amounts[1]!.amount_paise));
      expect(first.body.message).toContain('is refunded to the shopper');
      expect(await stockOf(platform, other.id, '')).toBe(stock + 2);
      const recorded = await rows<{ order_line_id: number; amount_paise: number; status: string; gateway_refund_id: string }>(
        platform,
        sql`select r.order_line_id, r.amount_paise, r.status, r.gateway_refund_id from refunds r join orders o on o.id = r.order_id where o.number = ${order.CoOrderID} order by r.id`,
      );
      expect(recorded).toEqual([
        {
          order_line_id: order.lineIds[1],
          amount_paise: amounts[1]!.amount_paise,
          status: 'processed',
          gateway_refund_id: expect.stringMatching(/^rfnd_/),
        },
      ]);

      const all = await cancel({ number: order.CoOrderID, reason: 'Closing the order' });
      expect(all.body).toMatchObject({
        message: `Order ${order.CoOrderID} is cancelled; ₹${toRupees(amounts[0]!.amount_paise).toLocaleString('en-IN')} is refunded to the shopper.`,
      });
      const view = (await detail(order.CoOrderID)).body.order;
      expect(view).toMatchObject({
        status: 'Cancelled',
        payment: { state: 'paid', mode: 'ONLINE', status: 'PAID', razorpay_order_id: order.ORDERID },
      });
      expect(view.payment.razorpay_payment_id).toMatch(/^pay_/);
      expect(view.payment.paid_at).not.toBeNull();
      expect(view.payment.refunds.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
        [toRupees(amounts[1]!.amount_paise), 'processed'],
        [toRupees(amounts[0]!.amount_paise), 'processed'],
      ]);
      expect(view.amounts.refunded).toBe(view.amounts.total);

      const mails = (await mailbox(shopper.email)).filter((m) => m.subject.includes(order.CoOrderID));
      expect(mails[0]!.subject).toBe(`Your Apna Bazaar order ${order.CoOrderID} is cancelled`);
      expect(mails[0]!.text).toContain(`A refund of ₹${toRupees(amounts[0]!.amount_paise).toLocaleString('en-IN')} is on its way`);
    });

    it("records a refund as failed when the gateway refuses, and still cancels; a shopper's own cancellation refunds through the gateway too", async () => {
      const order = await place(shopper.token, shopper.addressId, 'ONLINE', [
        { product: cheap, quantity: 1, size: '' },
        { product: other, quantity: 1, size: '' },
      ]);
      await payOnline(shopper.token, order);
      const gateway = platform.context.gateway!;
      const error = console.error;
      platform.context.gateway = { ...gateway, refund: () => Promise.reject(new Error('gateway down')) };
      console.error = () => {};
      try {
        expect((await cancel({ number: order.CoOrderID, line_id: order.lineIds[0], reason: 'Damaged' })).status).toBe(200);
      } finally {
        platform.context.gateway = gateway;
        console.error = error;
      }
      const own = await platform.call('POST', '/api/Cancel_Order_Item', {
        token: shopper.token,
        json: { order_item_id: order.lineIds[1], reason: 'Ordered By Mistake', comment: 'I ordered the wrong thing.' },
      });
      expect(own.status).toBe(200);
      const view = (await detail(order.CoOrderID)).body.order;
      expect(view.payment.refunds.map((r: { status: string; gateway_refund_id: string }) => r.status)).toEqual(['failed', 'processed']);
      expect(view.payment.refunds[0].gateway_refund_id).toBe('');
    });
  });

  describe('isolation', () => {
    let apna: Placed;
    beforeAll(async () => {
      apna = await placeCod([{ product: cheap, quantity: 1, size: '' }]);
    });

    it("Kesari Mart's owner cannot read or change Apna Bazaar's orders by number: not found, and nothing changes", async () => {
      const stock = await stockOf(platform, cheap.id, '');
      expect((await detail(apna.CoOrderID, kesari, SHOP2)).status).toBe(404);
      expect((await move({ number: apna.CoOrderID, status: 'Packed' }, kesari, SHOP2)).status).toBe(404);
      expect((await cancel({ number: apna.CoOrderID, reason: 'Not mine' }, kesari, SHOP2)).status).toBe(404);
      expect((await cancel({ number: apna.CoOrderID, line_id: apna.lineIds[0], reason: 'Not mine' }, kesari, SHOP2)).status).toBe(404);
      expect((await list({ q: apna.CoOrderID }, kesari, SHOP2)).body.total).toBe(0);
      expect((await get('/api/console/orders/export', { q: apna.CoOrderID }, kesari, SHOP2)).body).not.toContain(apna.CoOrderID);
      expect(await lineStatus(apna.lineIds[0]!)).toBe('Confirmed');
      expect(await stockOf(platform, cheap.id, '')).toBe(stock);
    });

    it("refuses a Kesari Mart session on Apna Bazaar's host (403), and a shopper's token or none (401), on every orders call", async () => {
      // '' sends no Authorization header.
      const calls = [
        (token: string) => list({}, token),
        (token: string) => detail(apna.CoOrderID, token),
        (token: string) => get('/api/console/orders/export', {}, token),
        (token: string) => move({ number: apna.CoOrderID, status: 'Packed' }, token),
        (token: string) => cancel({ number: apna.CoOrderID, reason: 'Not mine' }, token),
      ];
      for (const call of calls) {
        expect((await call(kesari)).status).toBe(403);
        const asShopper = await call(priya);
        expect(asShopper.status).toBe(401);
        expect(asShopper.body.message).toBe('Please sign in to the console.');
        expect((await call('')).status).toBe(401);
      }
      expect(await lineStatus(apna.lineIds[0]!)).toBe('Confirmed');
    });
  });
});
