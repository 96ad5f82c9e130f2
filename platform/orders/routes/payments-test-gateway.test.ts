import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentGateway, TEST_GATEWAY_KEYS } from '../../shared/payments/create-gateway';
import { SHOP2, type TestPlatform } from '../../testing/test-platform';
import { codCaptcha, rows, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { paymentCalls, setUpPayments } from '../../testing/payments-kit';

describe('online payments', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let priya: string;
  let arjun: string;
  let product: TestProduct;
  const { placeOnline, pay, finalise, orderState } = paymentCalls(() => ({ platform, shopper, product }));

  beforeAll(async () => {
    ({ platform, shopper, priya, arjun, product } = await setUpPayments());
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
});
