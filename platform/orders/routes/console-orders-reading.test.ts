import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPPER1, type TestPlatform } from '../../testing/test-platform';
import { registerShopper, rows, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { consoleOrderCalls, setUpConsoleOrders, type Placed } from '../../testing/console-orders-kit';
import { ordersCsv } from './console-orders';

describe('the console: orders', () => {
  let platform: TestPlatform;
  let owner: string;
  let shopper: TestShopper;
  let priya: string;
  let priyaAddress: number;
  let holi: TestProduct;
  let cheap: TestProduct;
  const { get, list, detail, move, place, placeCod } = consoleOrderCalls(() => ({
    platform,
    owner,
    shopper,
  }));

  beforeAll(async () => {
    ({ platform, owner, shopper, priya, priyaAddress, holi, cheap } = await setUpConsoleOrders());
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
        // Shop 1 dispatches from Jaipur, the test shopper lives there: the promised day, not yet passed.
        delivery_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        late: false,
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
          delivery_by: null,
          late: false,
        },
      ]);
      expect(csv.split('\r\n')[1]).toBe(`OD1,2026-02-01 01:30,"A, ""B""\nC",'+919876501234,1,499,WELCOME10,60,Online paid,Shipped,'@courier,'-12`);
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
});
