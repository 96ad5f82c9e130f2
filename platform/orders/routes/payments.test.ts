import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentGateway, TEST_GATEWAY_KEYS } from '../../shared/payments/create-gateway';
import { createTestPlatform, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from '../../testing/test-platform';
import { codCaptcha, pickProduct, registerShopper, rows, setStock, type TestProduct, type TestShopper } from '../../testing/order-test-kit';

interface Placed {
  CoOrderID: string;
  ORDERID: string;
  amount: number;
}

describe('online payments', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let priya: string;
  let arjun: string;
  let product: TestProduct;

  const placeOnline = async (s: TestShopper = shopper): Promise<Placed> => {
    const result = await platform.call('POST', '/api/insert_Customer_Order', {
      token: s.token,
      json: {
        addressid: s.addressId,
        coupan_Code: '',
        paymentmode: 'ONLINE',
        orders: [{ asinid: product.id, quantity: 1, productcode: product.asin }],
      },
    });
    expect(result.status).toBe(200);
    return result.body.data as Placed;
  };
  const pay = (order_id: string, outcome: string) =>
    platform.call('POST', '/api/test_gateway/pay', { host: 'payments.example', json: { order_id, outcome } });
  const finalise = (token: string, json: unknown, host?: string) => platform.call('POST', '/api/order_final', { token, json, host });
  const orderState = async (number: string) =>
    (
      await rows<{ payment_status: string; razorpay_payment_id: string | null; paid_at: Date | null; statuses: string[]; events: string[] }>(
        platform,
        sql`select o.payment_status, o.razorpay_payment_id, o.paid_at,
                   (select array_agg(status order by id) from order_lines where order_id = o.id) as statuses,
                   (select array_agg(status order by id) from order_events where order_id = o.id) as events
            from orders o where o.number = ${number}`,
      )
    )[0]!;

  beforeAll(async () => {
    platform = await createTestPlatform();
    shopper = await registerShopper(platform);
    priya = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    arjun = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
    product = await pickProduct(platform, { sized: false, delivery: false });
    await setStock(platform, product.id, '', 80);
  });
  afterAll(() => platform.close());

  describe('the offline test gateway', () => {
    it('serves a checkout script defining window.Razorpay with an accessible dialog', async () => {
      const result = await platform.call('GET', '/api/test_gateway/checkout.js', { host: 'anything.example' });
      expect(result.status).toBe(200);
      expect(result.headers.get('content-type')).toMatch(/^application\/javascript/);
      const script = result.body as string;
      for (const part of [
        'window.Razorpay',
        "'role', 'dialog'",
        "'aria-modal', 'true'",
        'aria-labelledby',
        "'Test payment'",
        "'Simulate failure'",
        "'Cancel'",
        "'Escape'",
        'ondismiss',
        "'payment.failed'",
        '/api/test_gateway/pay',
      ]) {
        expect(script).toContain(part);
      }
      expect(() => new Function(script)).not.toThrow();
    });

    it('runs the whole flow: order, dialog success, order_final, the order paid and confirmed', async () => {
      const placed = await placeOnline();
      const paid = await pay(placed.ORDERID, 'success');
      expect(paid.status).toBe(200);
      expect(paid.body).toEqual({
        razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
        razorpay_order_id: placed.ORDERID,
        razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(paid.body.razorpay_signature).toBe(
        createHmac('sha256', TEST_GATEWAY_KEYS.keySecret).update(`${placed.ORDERID}|${paid.body.razorpay_payment_id}`).digest('hex'),
      );
      expect((await orderState(placed.CoOrderID)).payment_status).toBe('PENDING');

      const final = await finalise(shopper.token, paid.body);
      expect(final).toMatchObject({ status: 200, body: { status: 'true', data: { CoOrderID: placed.CoOrderID } } });
      const state = await orderState(placed.CoOrderID);
      expect(state).toMatchObject({
        payment_status: 'PAID',
        razorpay_payment_id: paid.body.razorpay_payment_id,
        statuses: ['Confirmed'],
        events: ['Payment Pending', 'Payment received'],
      });
      expect(state.paid_at).not.toBeNull();

      const details = await platform.call('GET', '/api/Get_OrderDetails', { token: shopper.token });
      expect(details.body.data.find((l: { CoOrderID: string }) => l.CoOrderID === placed.CoOrderID)).toMatchObject({
        CoPaymentStatus: 'PAID',
        CoOrderStatus: 'Confirmed',
      });

      const again = await finalise(shopper.token, paid.body);
      expect(again.status).toBe(200);
      expect((await orderState(placed.CoOrderID)).events).toEqual(['Payment Pending', 'Payment received']);
      expect((await pay(placed.ORDERID, 'success')).status).toBe(409);
    });

    it('refuses a tampered signature or another payment id, changing nothing', async () => {
      const placed = await placeOnline();
      const paid = await pay(placed.ORDERID, 'success');
      const last = paid.body.razorpay_signature.at(-1);
      const tampered = { ...paid.body, razorpay_signature: paid.body.razorpay_signature.slice(0, -1) + (last === 'a' ? 'b' : 'a') };
      for (const attempt of [tampered, { ...paid.body, razorpay_payment_id: 'pay_SomeoneElses01' }, { ...paid.body, razorpay_signature: 'x' }]) {
        const result = await finalise(shopper.token, attempt);
        expect(result).toMatchObject({ status: 400, body: { status: 'false', message: 'Payment verification failed.' } });
      }
      expect(await orderState(placed.CoOrderID)).toMatchObject({ payment_status: 'PENDING', razorpay_payment_id: null, events: ['Payment Pending'] });
    });

    it("will not let another shopper or another shop's shopper pay for someone's order", async () => {
      const placed = await placeOnline();
      const paid = await pay(placed.ORDERID, 'success');
      expect((await finalise(priya, paid.body)).status).toBe(404);
      expect((await finalise(arjun, paid.body, SHOP2)).status).toBe(404);
      expect((await orderState(placed.CoOrderID)).payment_status).toBe('PENDING');
      const retry = await platform.call('POST', '/api/Retry_Order_Payment', { token: priya, json: { CoOrderID: placed.CoOrderID } });
      expect(retry).toMatchObject({ status: 404, body: { message: 'Order not found.' } });
    });

    it('answers a failure in Razorpay’s shape, then lets the shopper retry the same order and pay', async () => {
      const placed = await placeOnline();
      const failed = await pay(placed.ORDERID, 'failure');
      expect(failed.status).toBe(200);
      expect(failed.body).toEqual({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: expect.any(String),
          reason: 'payment_failed',
          metadata: { order_id: placed.ORDERID, payment_id: expect.stringMatching(/^pay_/) },
        },
      });
      expect(await rows(platform, sql`select status from test_gateway_orders where id = ${placed.ORDERID}`)).toEqual([{ status: 'attempted' }]);
      expect((await orderState(placed.CoOrderID)).payment_status).toBe('PENDING');

      const retry = await platform.call('POST', '/api/Retry_Order_Payment', { token: shopper.token, json: { CoOrderID: placed.CoOrderID } });
      expect(retry.status).toBe(200);
      expect(retry.body.data).toEqual({
        ORDERID: placed.ORDERID,
        amount: placed.amount,
        currency: 'INR',
        key: 'rzp_test_offline',
        gateway: 'test',
        script_url: '/api/test_gateway/checkout.js',
      });
      const paid = await pay(placed.ORDERID, 'success');
      expect((await finalise(shopper.token, paid.body)).status).toBe(200);
      expect((await orderState(placed.CoOrderID)).payment_status).toBe('PAID');
      const done = await platform.call('POST', '/api/Retry_Order_Payment', { token: shopper.token, json: { CoOrderID: placed.CoOrderID } });
      expect(done).toMatchObject({ status: 409, body: { status: 'false', message: 'This order does not need payment.' } });
    });

    it('refuses a retry for a cash-on-delivery order', async () => {
      const cod = await platform.call('POST', '/api/insert_Customer_Order', {
        token: shopper.token,
        json: {
          addressid: shopper.addressId,
          coupan_Code: '',
          paymentmode: 'COD',
          orders: [{ asinid: product.id, quantity: 1, productcode: product.asin }],
          ...(await codCaptcha(platform, shopper.token)),
        },
      });
      expect(cod.status).toBe(200);
      const retry = await platform.call('POST', '/api/Retry_Order_Payment', { token: shopper.token, json: { CoOrderID: cod.body.data.CoOrderID } });
      expect(retry).toMatchObject({ status: 409, body: { message: 'This order does not need payment.' } });
    });

    it('answers 404 for unknown orders and 400 naming the field for malformed requests', async () => {
      expect((await pay('order_doesnotexist', 'success')).status).toBe(404);
      const bad = await pay('order_x', 'maybe');
      expect(bad).toMatchObject({ status: 400, body: { field: 'outcome' } });
      expect((await finalise(shopper.token, { razorpay_payment_id: 'pay_1', razorpay_order_id: '', razorpay_signature: 's' })).body.field).toBe(
        'razorpay_order_id',
      );
      expect(
        (
          await finalise(shopper.token, {
            razorpay_payment_id: 'pay_1',
            razorpay_order_id: 'order_1',
            razorpay_signature: 's'.repeat(2 * 1024 * 1024),
          })
        ).body.field,
      ).toBe('razorpay_signature');
      expect((await finalise(shopper.token, { razorpay_payment_id: 7, razorpay_order_id: 'order_1', razorpay_signature: 's' })).body.field).toBe(
        'razorpay_payment_id',
      );
      const notJson = await platform.call('POST', '/api/order_final', {
        token: shopper.token,
        body: 'razorpay_payment_id=pay_1',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson).toMatchObject({ status: 400, body: { message: 'The request body must be valid JSON.' } });
      expect((await platform.call('POST', '/api/Retry_Order_Payment', { token: shopper.token, json: {} })).body.field).toBe('CoOrderID');
      expect(
        (await finalise(shopper.token, { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_unknown', razorpay_signature: 's' })).status,
      ).toBe(404);
    });

    it('is switched off when real Razorpay keys are configured', async () => {
      const gateway = platform.context.gateway;
      platform.context.gateway = createPaymentGateway(platform.context.db, {
        ...platform.context.config,
        razorpay: { keyId: 'rzp_live_x', keySecret: 's', webhookSecret: 'w' },
      });
      try {
        expect((await platform.call('GET', '/api/test_gateway/checkout.js')).status).toBe(404);
        expect((await pay('order_x', 'success')).status).toBe(404);
      } finally {
        platform.context.gateway = gateway;
      }
    });
  });

  describe('the Razorpay webhook', () => {
    const deliver = (event: unknown, eventId: string, options: { signature?: string; raw?: string } = {}) => {
      const raw = options.raw ?? JSON.stringify(event);
      const signature = options.signature ?? createHmac('sha256', TEST_GATEWAY_KEYS.webhookSecret).update(raw).digest('hex');
      return platform.call('POST', '/api/razorpay_webhook', {
        host: 'razorpay-webhooks.example',
        body: raw,
        headers: { 'content-type': 'application/json', 'X-Razorpay-Signature': signature, 'X-Razorpay-Event-Id': eventId },
      });
    };
    const captured = (placed: Placed, paymentId: string, amount = placed.amount) => ({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: placed.ORDERID } } },
      created_at: 1_700_000_000,
    });
    const deliveries = async (id: string) => (await rows(platform, sql`select event_id from webhook_events where event_id = ${id}`)).length;

    it('marks the order paid once, however often the event is delivered', async () => {
      const placed = await placeOnline();
      const first = await deliver(captured(placed, 'pay_Webhook000001'), 'evt_captured_1');
      expect(first).toMatchObject({ status: 200, body: { status: 'true', message: 'Payment recorded.' } });
      expect(await orderState(placed.CoOrderID)).toMatchObject({
        payment_status: 'PAID',
        razorpay_payment_id: 'pay_Webhook000001',
        statuses: ['Confirmed'],
        events: ['Payment Pending', 'Payment received'],
      });

      const repeat = await deliver(captured(placed, 'pay_Webhook000001'), 'evt_captured_1');
      expect(repeat).toMatchObject({ status: 200, body: { message: 'Already processed.' } });
      const orderPaid = {
        event: 'order.paid',
        payload: {
          payment: { entity: { id: 'pay_Webhook000001', amount: placed.amount, order_id: placed.ORDERID } },
          order: { entity: { id: placed.ORDERID, amount: placed.amount } },
        },
      };
      expect((await deliver(orderPaid, 'evt_order_paid_1')).body.message).toBe('The order was already paid.');
      expect((await orderState(placed.CoOrderID)).events).toEqual(['Payment Pending', 'Payment received']);
      expect(await deliveries('evt_captured_1')).toBe(1);
    });

    it('applies one effect when the same event, or the checkout and the webhook, arrive at once', async () => {
      const placed = await placeOnline();
      const twice = await Promise.all([
        deliver(captured(placed, 'pay_Parallel000001'), 'evt_parallel'),
        deliver(captured(placed, 'pay_Parallel000001'), 'evt_parallel'),
      ]);
      expect(twice.map((r) => r.body.message).sort()).toEqual(['Already processed.', 'Payment recorded.']);
      expect((await orderState(placed.CoOrderID)).events).toEqual(['Payment Pending', 'Payment received']);

      const other = await placeOnline();
      const paid = await pay(other.ORDERID, 'success');
      const [final, hook] = await Promise.all([
        finalise(shopper.token, paid.body),
        deliver(captured(other, paid.body.razorpay_payment_id), 'evt_race'),
      ]);
      expect([final.status, hook.status]).toEqual([200, 200]);
      expect(await orderState(other.CoOrderID)).toMatchObject({ payment_status: 'PAID', events: ['Payment Pending', 'Payment received'] });
    });

    it('refuses a bad signature, or one over a body that was re-serialised, and records nothing', async () => {
      const placed = await placeOnline();
      const event = captured(placed, 'pay_Webhook000002');
      const raw = JSON.stringify(event);
      const good = createHmac('sha256', TEST_GATEWAY_KEYS.webhookSecret).update(raw).digest('hex');
      for (const attempt of [
        { signature: createHmac('sha256', 'guessed-secret').update(raw).digest('hex') },
        { signature: good, raw: JSON.stringify(event, null, 1) },
        { signature: '' },
      ]) {
        const result = await deliver(event, 'evt_forged', attempt);
        expect(result).toMatchObject({ status: 400, body: { status: 'false', message: 'Invalid webhook signature.' } });
      }
      expect(await deliveries('evt_forged')).toBe(0);
      expect(await orderState(placed.CoOrderID)).toMatchObject({ payment_status: 'PENDING', events: ['Payment Pending'] });
    });

    it('records a failed payment, after which the order can still be paid', async () => {
      const placed = await placeOnline();
      const failure = {
        event: 'payment.failed',
        payload: {
          payment: {
            entity: {
              id: 'pay_Failed00000001',
              order_id: placed.ORDERID,
              amount: placed.amount,
              status: 'failed',
              error_description: 'Payment was declined by the bank.',
            },
          },
        },
      };
      expect((await deliver(failure, 'evt_failed_1')).body.message).toBe('Payment failure recorded.');
      expect(await orderState(placed.CoOrderID)).toMatchObject({ payment_status: 'FAILED', events: ['Payment Pending', 'Payment failed'] });
      const [note] = await rows<{ note: string }>(
        platform,
        sql`select e.note from order_events e join orders o on o.id = e.order_id where o.number = ${placed.CoOrderID} and e.status = 'Payment failed'`,
      );
      expect(note!.note).toBe('Payment was declined by the bank.');
      const details = await platform.call('GET', '/api/Get_OrderDetails', { token: shopper.token });
      expect(details.body.data.find((l: { CoOrderID: string }) => l.CoOrderID === placed.CoOrderID).CoPaymentStatus).toBe('FAILED');
      expect((await platform.call('POST', '/api/Retry_Order_Payment', { token: shopper.token, json: { CoOrderID: placed.CoOrderID } })).status).toBe(
        200,
      );

      const paid = await pay(placed.ORDERID, 'success');
      expect((await finalise(shopper.token, paid.body)).status).toBe(200);
      expect(
        (
          await deliver(
            { ...failure, payload: { payment: { entity: { ...failure.payload.payment.entity, id: 'pay_Failed00000002' } } } },
            'evt_failed_2',
          )
        ).body.message,
      ).toBe('Ignored: the order is already paid.');
      expect((await orderState(placed.CoOrderID)).payment_status).toBe('PAID');
    });

    it('ignores a capture whose amount is not the order total, and events it does not handle', async () => {
      const placed = await placeOnline();
      const warn = console.warn;
      console.warn = () => {};
      try {
        expect((await deliver(captured(placed, 'pay_Short00000001', placed.amount - 100), 'evt_short')).body.message).toBe(
          'Ignored: the amount does not match the order.',
        );
      } finally {
        console.warn = warn;
      }
      expect((await orderState(placed.CoOrderID)).payment_status).toBe('PENDING');
      const refund = await deliver({ event: 'refund.processed', payload: {} }, 'evt_refund');
      expect(refund).toMatchObject({ status: 200, body: { status: 'true' } });
      expect(
        (
          await deliver(
            { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_x', order_id: 'order_unknown', amount: 1 } } } },
            'evt_unknown',
          )
        ).status,
      ).toBe(200);
    });

    it('answers 400 for a signed body that is not an event', async () => {
      expect((await deliver(null, 'evt_bad_json', { raw: '{"event":' })).body.message).toBe('The request body must be valid JSON.');
      expect((await deliver({ payload: {} }, 'evt_no_type')).body.field).toBe('event');
    });
  });
});
