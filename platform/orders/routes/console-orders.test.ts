import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRupees } from '../../shared/contract/money';
import type { Change } from '../../shared/events';
import { createTestPlatform, OWNER1, OWNER2, SHOP1, SHOP2, SHOPPER1, type TestPlatform } from '../../testing/test-platform';
import {
  addressOf,
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
import { ordersCsv } from './console-orders';

type Placed = { CoOrderID: string; ORDERID?: string; lineIds: number[] };

describe('the console: orders', () => {
  let platform: TestPlatform;
  let owner: string;
  let kesari: string;
  let shopper: TestShopper;
  let priya: string;
  let priyaAddress: number;
  let holi: TestProduct;
  let cheap: TestProduct;
  let other: TestProduct;

  const get = (path: string, query: Record<string, string> = {}, token = owner, host = SHOP1) =>
    platform.call('GET', `${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`, { host, token });
  const list = (query: Record<string, string> = {}, token = owner, host = SHOP1) => get('/api/console/orders', query, token, host);
  const detail = (number: string, token = owner, host = SHOP1) => get('/api/console/orders/detail', { number }, token, host);
  const move = (json: Record<string, unknown>, token = owner, host = SHOP1) =>
    platform.call('POST', '/api/console/orders/status', { host, token, json });
  const cancel = (json: Record<string, unknown>, token = owner, host = SHOP1) =>
    platform.call('POST', '/api/console/orders/cancel', { host, token, json });
  const mailbox = async (to: string, host = SHOP1) =>
    ((await platform.call('GET', '/api/Dev_Mailbox', { host })).body.data as { to: string; subject: string; text: string }[]).filter(
      (m) => m.to === to,
    );

  const place = async (
    token: string,
    addressid: number,
    mode: 'COD' | 'ONLINE',
    lines: { product: TestProduct; quantity: number; size: string }[],
    coupon = '',
  ): Promise<Placed> => {
    const result = await platform.call('POST', '/api/insert_Customer_Order', {
      token,
      json: await withCaptcha(platform, token, {
        addressid,
        coupan_Code: coupon,
        paymentmode: mode,
        orders: lines.map((l) => ({ asinid: l.product.id, quantity: l.quantity, productcode: l.product.asin, size: l.size })),
      }),
    });
    expect(result.status).toBe(200);
    const ids = await rows<{ id: number }>(
      platform,
      sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${result.body.data.CoOrderID} order by l.id`,
    );
    return { ...result.body.data, lineIds: ids.map((l) => l.id) };
  };
  const placeCod = (lines: { product: TestProduct; quantity: number; size: string }[], who = shopper, coupon = '') =>
    place(who.token, who.addressId, 'COD', lines, coupon);
  const payOnline = async (token: string, order: Placed) => {
    const paid = await platform.call('POST', '/api/test_gateway/pay', { json: { order_id: order.ORDERID, outcome: 'success' } });
    expect((await platform.call('POST', '/api/order_final', { token, json: paid.body })).status).toBe(200);
  };
  const lineStatus = async (id: number) =>
    (await rows<{ status: string }>(platform, sql`select status from order_lines where id = ${id}`))[0]!.status;

  beforeAll(async () => {
    platform = await createTestPlatform();
    owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    kesari = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
    shopper = await registerShopper(platform);
    priya = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    priyaAddress = await addressOf(platform, SHOPPER1.email);
    holi = await productByAsin(platform, 'holi-t-shirt');
    cheap = await pickProduct(platform, { sized: false, delivery: false });
    other = await pickProduct(platform, { sized: false, delivery: false, skip: 1 });
    await setStock(platform, cheap.id, '', 500);
    await setStock(platform, other.id, '', 500);
    await setStock(platform, holi.id, 'M', 500);
  });
  afterAll(() => platform.close());

  describe('the list', () => {
    let pager: TestShopper;
    let placed: Placed[];

    beforeAll(async () => {
      pager = await registerShopper(platform);
      placed = [];
      for (let i = 0; i < 22; i++) placed.push(await placeCod([{ product: cheap, quantity: 1 + (i % 2), size: '' }], pager));
    });

    it('pages 20 at a time, newest first, with the total the filters match', async () => {
      const [row] = await rows<{ mobile: string }>(platform, sql`select mobile from customers where email = ${pager.email}`);
      const mobile = row!.mobile;
      const first = await list({ q: mobile });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ status: 'true', total: 22, page: 1, page_size: 20 });
      expect(first.body.orders).toHaveLength(20);
      expect(first.body.orders[0]).toEqual({
        number: placed[21]!.CoOrderID,
        placed_at: expect.any(String),
        shopper: 'Test Shopper',
        phone: mobile,
        items: 2,
        total: expect.any(Number),
        cancelled: 0,
        net: expect.any(Number),
        coupon_code: '',
        coupon: 0,
        payment: 'cod',
        status: 'Confirmed',
        courier_name: '',
        tracking_number: '',
        awaiting_confirmation: false,
        customer_phone: mobile,
      });
      const second = await list({ q: mobile, page: '2' });
      expect(second.body.orders.map((o: { number: string }) => o.number)).toEqual([placed[1]!.CoOrderID, placed[0]!.CoOrderID]);
      const times = first.body.orders.map((o: { placed_at: string }) => Date.parse(o.placed_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it("finds priya's order by her phone number (any spelling of it), her name or the order number", async () => {
      const order = await place(priya, priyaAddress, 'COD', [{ product: cheap, quantity: 1, size: '' }]);
      for (const q of [
        '9876501234',
        '98765 01234',
        '+91 98765 01234',
        '01234',
        'priya sharma',
        'PRIYA',
        order.CoOrderID,
        order.CoOrderID.slice(-6),
      ]) {
        const found = await list({ q });
        expect(
          found.body.orders.map((o: { number: string }) => o.number),
          q,
        ).toContain(order.CoOrderID);
      }
      const byPhone = await list({ q: '9876501234' });
      expect(byPhone.body.orders.every((o: { phone: string }) => o.phone === '9876501234')).toBe(true);
      expect((await list({ q: 'nobody-like-this' })).body).toMatchObject({ total: 0, orders: [] });
    });

    it('filters by status and by IST calendar day', async () => {
      const order = placed[5]!;
      expect((await move({ number: order.CoOrderID, status: 'Packed' })).status).toBe(200);
      const packed = await list({ status: 'Packed' });
      expect(packed.body.orders.map((o: { number: string }) => o.number)).toContain(order.CoOrderID);
      expect(packed.body.orders.every((o: { status: string }) => o.status === 'Packed')).toBe(true);
      expect((await list({ status: 'Confirmed', q: order.CoOrderID })).body.total).toBe(0);
      // To ship: confirmed or packed, nothing shipped, delivered or cancelled.
      const toShip = await list({ status: 'To ship' });
      expect(toShip.body.orders.map((o: { number: string }) => o.number)).toContain(order.CoOrderID);
      expect(new Set(toShip.body.orders.map((o: { status: string }) => o.status))).toEqual(new Set(['Confirmed', 'Packed']));
      expect((await list({ status: 'Shipped' })).body.orders.map((o: { number: string }) => o.number)).not.toContain(order.CoOrderID);
      expect((await list({ status: 'To ship, please' })).body).toMatchObject({ status: 'false', message: 'Choose a status from the list.' });

      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - 86_400_000));
      expect((await list({ q: order.CoOrderID, from: today, to: today })).body.total).toBe(1);
      expect((await list({ q: order.CoOrderID, to: yesterday })).body.total).toBe(0);
      // A seeded order 20 days old is found on its day and not the day after.
      const [old] = await rows<{ number: string; day: string }>(
        platform,
        sql`select number, to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day from orders where reseller_id = 1 and created_at < now() - interval '2 days' order by created_at limit 1`,
      );
      if (old) {
        const next = new Date(Date.parse(`${old.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect((await list({ q: old.number, from: old.day, to: old.day })).body.total).toBe(1);
        expect((await list({ q: old.number, from: next })).body.total).toBe(0);
      }
    });

    it('answers 400 naming the field for a wrong filter', async () => {
      expect((await list({ from: '2026-13-45' })).body).toMatchObject({ status: 'false', field: 'from' });
      expect((await list({ from: '25/11/2026' })).body).toMatchObject({ message: 'Enter the date as YYYY-MM-DD.', field: 'from' });
      expect((await list({ from: '2026-11-25', to: '2026-11-01' })).body).toMatchObject({
        message: 'The from date must be on or before the to date.',
        field: 'to',
      });
      expect((await list({ status: 'Lost' })).body).toMatchObject({ message: 'Choose a status from the list.', field: 'status' });
      expect((await list({ page: '0' })).status).toBe(400);
      // Empty fields of the filter form are no filter.
      expect((await list({ status: '', from: '', to: '', q: '' })).status).toBe(200);
    });
  });

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

  describe('one order', () => {
    it('has what its page, invoice and packing slip need: lines with HSN, address, payment, events and the seller', async () => {
      await platform.context.db.execute(
        sql`update categories set hsn_code = '6109' where id = (select category_id from products where id = ${holi.id})`,
      );
      await platform.context.db.execute(sql`update resellers set gstin = '27ABCDE1234F1Z5' where id = 1`);
      platform.context.resellers.forget();
      const order = await place(priya, priyaAddress, 'COD', [{ product: holi, quantity: 1, size: 'M' }]);
      const result = await detail(order.CoOrderID);
      expect(result.status).toBe(200);
      const view = result.body.order;
      expect(view).toMatchObject({
        number: order.CoOrderID,
        status: 'Confirmed',
        shopper: { name: 'Priya Sharma', email: SHOPPER1.email, phone: '9876501234' },
        address: { firstname: 'Priya', city: 'Pune', pincode: '411045', mobileno: '9876501234' },
        payment: { state: 'cod', mode: 'COD', razorpay_payment_id: '', paid_at: null, refunds: [] },
        shop: { name: 'Apna Bazaar', gstin: '27ABCDE1234F1Z5', address: expect.stringContaining('Mumbai') },
        courier_name: '',
        tracking_number: '',
      });
      expect(view.lines).toEqual([
        expect.objectContaining({
          id: order.lineIds[0],
          name: 'HOLI T-SHIRT',
          size: 'M',
          quantity: 1,
          status: 'Confirmed',
          cancellable: true,
          hsn: '6109',
        }),
      ]);
      expect(view.lines[0].amount).toBe(view.amounts.total);
      // No GST rate on the category yet: no tax lines.
      expect(view.lines[0].tax).toBeNull();
      expect(view.tax_totals).toBeNull();
      expect(view.events).toEqual([expect.objectContaining({ status: 'Confirmed' })]);
      expect((await detail('OD00000000000000')).body).toEqual({ status: 'false', message: 'Order not found.', field: 'number' });
    });
  });

  describe('GST on the invoice', () => {
    it("takes the category's rate out of each line: CGST and SGST for a buyer in the GSTIN's state, IGST for another state", async () => {
      await platform.context.db.execute(
        sql`update categories set hsn_code = '6109', gst_rate_basis_points = 500 where id = (select category_id from products where id = ${holi.id})`,
      );
      await platform.context.db.execute(sql`update resellers set gstin = '27ABCDE1234F1Z5' where id = 1`);
      platform.context.resellers.forget();
      const inState = (await detail((await place(priya, priyaAddress, 'COD', [{ product: holi, quantity: 1, size: 'M' }])).CoOrderID)).body.order;
      const amount = inState.lines[0].amount;
      const taxable = Math.round((amount * 100 * 10_000) / 10_500) / 100;
      const gst = Math.round((amount - taxable) * 100);
      expect(inState.lines[0].tax).toEqual({
        rate_percent: 5,
        taxable,
        cgst: Math.floor(gst / 2) / 100,
        sgst: (gst - Math.floor(gst / 2)) / 100,
        igst: 0,
      });
      expect(inState.tax_totals).toEqual({ taxable, cgst: Math.floor(gst / 2) / 100, sgst: (gst - Math.floor(gst / 2)) / 100, igst: 0 });

      await platform.context.db.execute(sql`update resellers set gstin = '29ABCDE1234F1Z5' where id = 1`);
      platform.context.resellers.forget();
      const otherState = (await detail(inState.number)).body.order;
      expect(otherState.tax_totals).toEqual({ taxable, cgst: 0, sgst: 0, igst: gst / 100 });

      // A shop without a GSTIN charges no GST: no tax lines at all.
      await platform.context.db.execute(sql`update resellers set gstin = '' where id = 1`);
      platform.context.resellers.forget();
      const unregistered = (await detail(inState.number)).body.order;
      expect(unregistered.lines[0].tax).toBeNull();
      expect(unregistered.tax_totals).toBeNull();
      await platform.context.db.execute(sql`update categories set gst_rate_basis_points = null`);
    });
  });

  describe('the CSV export', () => {
    it('exports the filtered orders, every page, with quoting and a guard against formulas', async () => {
      const odd = await registerShopper(platform);
      await platform.context.db.execute(
        sql`update customers set first_name = '=HYPERLINK("http://x")', last_name = 'Shah, "Jr"' where id = ${odd.customerId}`,
      );
      const order = await placeCod([{ product: cheap, quantity: 3, size: '' }], odd);
      const result = await get('/api/console/orders/export', { q: order.CoOrderID });
      expect(result.status).toBe(200);
      expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-apna-bazaar-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = (result.body as string).replace(/^\uFEFF/, '');
      const [header, row, end] = text.split('\r\n');
      expect(header).toBe('Order number,Date,Shopper,Phone,Items,Total (₹),Coupon code,Coupon saving (₹),Payment,Status,Courier,Tracking number');
      expect(row).toMatch(
        new RegExp(
          `^${order.CoOrderID},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},"'=HYPERLINK\\(""http://x""\\) Shah, ""Jr""",\\d{10},3,\\d+,,,COD,Confirmed,,$`,
        ),
      );
      expect(end).toBe('');

      const everything = await get('/api/console/orders/export', { status: 'Confirmed' });
      const rowsOut = (everything.body as string).trim().split('\r\n').length - 1;
      expect(rowsOut).toBe((await list({ status: 'Confirmed' })).body.total);
      expect(rowsOut).toBeGreaterThan(20);
    });

    it("names an order's coupon and what it saved", async () => {
      const saved = await platform.call('POST', '/api/console/coupons/save', {
        token: owner,
        json: { code: 'CSVTEN', kind: 'FLAT', flatRupees: 10, minCartRupees: 0 },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const order = await placeCod([{ product: cheap, quantity: 2, size: '' }], await registerShopper(platform), 'csvten');
      const text = ((await get('/api/console/orders/export', { q: order.CoOrderID })).body as string).replace(/^\uFEFF/, '');
      expect(text.split('\r\n')[1]).toMatch(new RegExp(`^${order.CoOrderID},.*,2,\\d+,CSVTEN,10,COD,Confirmed,,$`));
      expect((await list({ q: order.CoOrderID })).body.orders[0]).toMatchObject({ coupon_code: 'CSVTEN', coupon: 10 });
    });

    it('quotes commas, quotes and new lines, and guards = + - @ at the start of a cell', () => {
      const csv = ordersCsv([
        {
          number: 'OD1',
          placed_at: '2026-01-31T20:00:00.000Z',
          shopper: 'A, "B"\nC',
          phone: '+919876501234',
          items: 1,
          total: 599,
          cancelled: 100,
          net: 499,
          coupon_code: 'WELCOME10',
          coupon: 60,
          payment: 'paid',
          status: 'Shipped',
          courier_name: '@courier',
          tracking_number: '-12',
          awaiting_confirmation: false,
          customer_phone: '9876501234',
        },
      ]);
      expect(csv.split('\r\n')[1]).toBe(`OD1,2026-02-01 01:30,"A, ""B""\nC",'+919876501234,1,499,WELCOME10,60,Online paid,Shipped,'@courier,'-12`);
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
