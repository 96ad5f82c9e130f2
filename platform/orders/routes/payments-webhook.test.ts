import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY_KEYS } from '../../shared/payments/create-gateway';
import { type TestPlatform } from '../../testing/test-platform';
import { rows, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { paymentCalls, setUpPayments, type Placed } from '../../testing/payments-kit';

describe('online payments', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let product: TestProduct;
  const { placeOnline, pay, finalise, orderState } = paymentCalls(() => ({ platform, shopper, product }));

  beforeAll(async () => {
    ({ platform, shopper, product } = await setUpPayments());
  });
  afterAll(() => platform.close());

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
