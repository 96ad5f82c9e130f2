import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP2, type TestPlatform } from '../../testing/test-platform';
import { rows, stockOf, type TestProduct } from '../../testing/order-test-kit';
import { setUpCod, type codKit } from '../../testing/cod-test-kit';

/** Cash on delivery in the showcase shop (SHOP2): confirmation by a texted code, its tries, waits and throttles. */
describe('COD orders confirmed by a code', () => {
  let platform: TestPlatform;
  let kit: ReturnType<typeof codKit>;
  let product: TestProduct;

  beforeAll(async () => {
    ({ platform, kit, product } = await setUpCod(500));
  }, 120_000);
  afterAll(() => platform.close());

  it('places a COD order without a captcha Awaiting Confirmation, holding its stock, and texts the first code', async () => {
    const shopper = await kit.shopper();
    const stock = await stockOf(platform, product.id, '');
    const placed = await kit.placeCod(shopper, product);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const hint = `${shopper.mobile.slice(0, 2)}•••••${shopper.mobile.slice(-3)}`;
    expect(placed.body.data).toMatchObject({ paymentmode: 'COD', confirmation: 'code', phone_hint: hint });
    expect(placed.body.data.amounts.cod_fee).toBe(49);
    const number = placed.body.data.CoOrderID as string;
    expect(await kit.lineStatuses(number)).toEqual(['Awaiting Confirmation']);
    expect(await stockOf(platform, product.id, '')).toBe(stock - 1);

    const outbox = await platform.call('GET', '/api/Dev_Outbox', { host: SHOP2 });
    expect(outbox.body.data[0]).toEqual({
      to: `+91${shopper.mobile}`,
      text: expect.stringMatching(
        new RegExp(
          `^\\d{6} is your code to confirm your Kesari Mart order ${number} for ₹[\\d,]+\\. It is valid for 10 minutes\\. Do not share it\\.$`,
        ),
      ),
      sent_at: expect.any(String),
    });
    const details = await platform.call('GET', '/api/Get_OrderDetails', { host: SHOP2, token: shopper.token });
    const line = details.body.data.find((l: { CoOrderID: string }) => l.CoOrderID === number);
    expect(line).toMatchObject({ CoOrderStatus: 'Awaiting Confirmation', CoConfirmation: 'code', CoCancellable: true });
    expect(Date.parse(line.CoConfirmBy) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const confirmed = await kit.confirmCode(shopper, number, await kit.lastCode(shopper.mobile));
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'true', message: 'Your order is confirmed.' } });
    expect(await kit.lineStatuses(number)).toEqual(['Confirmed']);
    const tracking = await platform.call('GET', `/api/Get_OrderTracking?order_id=${number}`, { host: SHOP2, token: shopper.token });
    expect(tracking.body.data.events.at(-1)).toMatchObject({ status: 'Confirmed', note: "Confirmed by the code sent to the shopper's phone." });
    // Confirmed: no more codes, and the code is spent.
    expect(await kit.sendCode(shopper, number)).toMatchObject({ status: 409, body: { message: 'This order is not awaiting a code.' } });
    expect((await kit.confirmCode(shopper, number, '123456')).status).toBe(409);
  });

  it('counts wrong tries down, then kills the code after five; a new code starts afresh', async () => {
    const shopper = await kit.shopper();
    const number = (await kit.placeCod(shopper, product)).body.data.CoOrderID as string;
    const right = await kit.lastCode(shopper.mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await kit.confirmCode(shopper, number, '12345')).body).toEqual({ status: 'false', message: 'Enter the 6-digit code.', field: 'code' });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await kit.confirmCode(shopper, number, wrong)).body.message);
    expect(answers).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'Too many wrong tries. Please ask for a new code.',
    ]);
    expect(await kit.confirmCode(shopper, number, right)).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong tries. Please ask for a new code.', field: 'code' },
    });
    await kit.skipResendWait(number);
    expect((await kit.sendCode(shopper, number)).status).toBe(200);
    expect((await kit.confirmCode(shopper, number, await kit.lastCode(shopper.mobile))).status).toBe(200);
  });

  it('makes a new code wait 30 s, refuses an expired code, and keeps codes to their own shopper', async () => {
    const shopper = await kit.shopper();
    const number = (await kit.placeCod(shopper, product)).body.data.CoOrderID as string;
    const early = await kit.sendCode(shopper, number);
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Please wait (29|30) s before asking for a new code\.$/);
    await kit.skipResendWait(number);
    const resent = await kit.sendCode(shopper, number);
    expect(resent.body).toEqual({
      status: 'true',
      message: `We sent a 6-digit code to +91 ${shopper.mobile.slice(0, 2)}•••••${shopper.mobile.slice(-3)}.`,
      data: { resend_after: 30, expires_in: 600, phone_hint: `${shopper.mobile.slice(0, 2)}•••••${shopper.mobile.slice(-3)}` },
    });
    const stranger = await kit.shopper();
    expect(await kit.sendCode(stranger, number)).toMatchObject({ status: 404, body: { message: 'Order not found.' } });
    expect((await kit.confirmCode(stranger, number, await kit.lastCode(shopper.mobile))).status).toBe(404);
    await platform.context.db.execute(
      sql`update cod_confirmations set code_expires_at = now() - interval '1 second' where order_id = (select id from orders where number = ${number})`,
    );
    expect(await kit.confirmCode(shopper, number, await kit.lastCode(shopper.mobile))).toMatchObject({
      status: 400,
      body: { message: 'This code has expired. Please ask for a new code.', field: 'code' },
    });
  });

  it('sends at most 5 codes an hour to one phone and 20 for one client address', async () => {
    const shopper = await kit.shopper();
    const number = (await kit.placeCod(shopper, product)).body.data.CoOrderID as string;
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      await kit.skipResendWait(number);
      statuses.push((await kit.sendCode(shopper, number)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    await kit.skipResendWait(number);
    expect((await kit.sendCode(shopper, number)).body).toEqual({
      status: 'false',
      message: 'Too many codes were sent to this number. Please try again in an hour.',
    });
    // Another phone, from an address that has asked for 20 codes this hour.
    const other = await kit.shopper();
    const otherNumber = (await kit.placeCod(other, product)).body.data.CoOrderID as string;
    await platform.context.db.execute(
      sql`insert into cod_code_sends (reseller_id, phone, client_key, sent_at) select 2, '9' || lpad(g::text, 9, '0'), '203.0.113.9', now() from generate_series(1, 20) g`,
    );
    await kit.skipResendWait(otherNumber);
    expect((await kit.sendCode(other, otherNumber, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    expect((await kit.sendCode(other, otherNumber, { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
  });

  it('cancels an unconfirmed order after the shop’s hours by the admin clock: stock back, the event, the mail', async () => {
    const shopper = await kit.shopper();
    const stock = await stockOf(platform, product.id, '');
    const number = (await kit.placeCod(shopper, product)).body.data.CoOrderID as string;
    expect(await stockOf(platform, product.id, '')).toBe(stock - 1);
    const notYet = await kit.expire(new Date(Date.now() + 23 * 3_600_000), number);
    expect(notYet.body).toEqual({ status: 'true', message: '0 orders cancelled.', data: { cancelled: [] } });
    const expired = await kit.expire(new Date(Date.now() + 25 * 3_600_000), number);
    expect(expired.body).toEqual({ status: 'true', message: '1 order cancelled.', data: { cancelled: [number] } });
    expect(await kit.lineStatuses(number)).toEqual(['Cancelled']);
    expect(await stockOf(platform, product.id, '')).toBe(stock);
    const [event] = await rows<{ note: string }>(
      platform,
      sql`select e.note from order_events e join orders o on o.id = e.order_id where o.number = ${number} order by e.id desc limit 1`,
    );
    expect(event!.note).toBe('Not confirmed in time: cancelled.');
    const mail = await platform.call('GET', '/api/Dev_Mailbox', { host: SHOP2 });
    expect(mail.body.data.some((m: { to: string; text: string }) => m.to === shopper.email && m.text.includes('Not confirmed in time'))).toBe(true);
    expect((await kit.confirmCode(shopper, number, await kit.lastCode(shopper.mobile))).status).toBe(409);
    expect((await kit.expire(new Date(Date.now() + 48 * 3_600_000), number)).body.data.cancelled).toEqual([]);
  });

  it('the sweep (as of now) leaves orders in time alone and takes every order past its time', async () => {
    const shopper = await kit.shopper();
    const late = (await kit.placeCod(shopper, product)).body.data.CoOrderID as string;
    const inTime = (await kit.placeCod(shopper, product)).body.data.CoOrderID as string;
    await platform.context.db.execute(sql`update orders set confirm_by = now() - interval '1 minute' where number = ${late}`);
    const { expireUnconfirmed } = await import('../../orders');
    const cancelled = await expireUnconfirmed(platform.context, new Date());
    expect(cancelled).toContain(late);
    expect(cancelled).not.toContain(inTime);
    expect(await kit.lineStatuses(late)).toEqual(['Cancelled']);
    expect(await kit.lineStatuses(inTime)).toEqual(['Awaiting Confirmation']);
  });

  it('lets an awaiting order be confirmed by the shop, never packed before', async () => {
    await kit.settings({ confirmation: 'call' });
    try {
      const shopper = await kit.shopper();
      const placed = await kit.placeCod(shopper, product);
      expect(placed.body.data).toMatchObject({ confirmation: 'call', phone_hint: expect.stringContaining('•••••') });
      const number = placed.body.data.CoOrderID as string;
      expect(await kit.sendCode(shopper, number)).toMatchObject({ status: 409 });
      const list = await kit.consoleCall(`/api/console/orders`);
      expect(list.body.orders[0]).toMatchObject({
        number,
        awaiting_confirmation: true,
        customer_phone: shopper.mobile,
        status: 'Awaiting Confirmation',
      });
      const packed = await kit.consoleCall('/api/console/orders/status', { number, status: 'Packed' });
      expect(packed).toMatchObject({ status: 409, body: { message: 'Confirm this cash-on-delivery order before packing it.' } });
      const confirmed = await kit.consoleCall('/api/console/orders/confirm', { CoOrderID: number });
      expect(confirmed.body).toEqual({ status: 'true', message: `Order ${number} is confirmed.` });
      expect(await kit.lineStatuses(number)).toEqual(['Confirmed']);
      expect((await kit.consoleCall('/api/console/orders/confirm', { CoOrderID: number })).status).toBe(409);
      expect((await kit.consoleCall('/api/console/orders/status', { number, status: 'Packed' })).status).toBe(200);
    } finally {
      await kit.settings();
    }
  });

  it('in an sms_first shop, asks a phone for a code once, then trusts it', async () => {
    await kit.settings({ confirmation: 'sms_first' });
    try {
      const shopper = await kit.shopper();
      const first = await kit.placeCod(shopper, product);
      expect(first.body.data.confirmation).toBe('code');
      expect((await kit.confirmCode(shopper, first.body.data.CoOrderID, await kit.lastCode(shopper.mobile))).status).toBe(200);
      const second = await kit.placeCod(shopper, product);
      expect(second.body.data.confirmation).toBe('none');
      expect(await kit.lineStatuses(second.body.data.CoOrderID)).toEqual(['Confirmed']);
    } finally {
      await kit.settings();
    }
  });

  it('refuses COD for a blocked PIN code and over the largest order, and adds the fee to the total', async () => {
    const tripura = await kit.shopper({ pincode: '799001', state: 'Tripura', city: 'Agartala' });
    const blocked = await kit.placeCod(tripura, product);
    expect(blocked).toMatchObject({
      status: 400,
      body: { status: 'false', message: 'Cash on delivery is not available for PIN code 799001. Please pay online.', field: 'paymentmode' },
    });
    const shopper = await kit.shopper();
    await kit.settings({ max_order: 100 });
    try {
      const tooMuch = await kit.placeCod(shopper, product, 99);
      expect(tooMuch.body).toEqual({
        status: 'false',
        message: 'Cash on delivery is available for orders up to ₹100. Please pay online.',
        field: 'paymentmode',
      });
    } finally {
      await kit.settings();
    }
    const priced = await platform.call('POST', '/api/Price_Cart', {
      host: SHOP2,
      json: { lines: [{ prod_id: product.id, unit: 1 }], paymentmode: 'COD', pincode: '799001' },
    });
    expect(priced.body.cod).toEqual({
      available: false,
      reason: 'Cash on delivery is not available for PIN code 799001. Please pay online.',
      fee: 49,
      total: priced.body.totals.total + 49,
    });
    expect(priced.body.prepaid_saving).toBe(priced.body.totals.onlineDiscount + 49);
    const ok = await kit.placeCod(shopper, product);
    expect(ok.body.data.amounts.total).toBe(priced.body.totals.total + 49);
    const settings = await platform.call('GET', '/api/Shop_Settings', { host: SHOP2 });
    expect(settings.body.data[0]).toMatchObject({ cod_fee: 49, cod_max_order: 5000, cod_confirmation: 'code' });
  });
});
