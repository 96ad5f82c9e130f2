import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../shared/payments/gateway';
import { type TestPlatform } from '../../testing/test-platform';
import {
  placingCalls,
  registerShopper,
  setUpPlacingOrders,
  stockOf,
  withCaptcha,
  type TestProduct,
  type TestShopper,
} from '../../testing/order-test-kit';

describe('placing orders', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let plain: TestProduct;
  const { place, order, orderCount } = placingCalls(() => platform);

  beforeAll(async () => {
    ({ platform, shopper, plain } = await setUpPlacingOrders());
  });
  afterAll(() => platform.close());

  describe('idempotency', () => {
    it('answers a repeated request with the first order and takes the stock once', async () => {
      const before = await stockOf(platform, plain.id, '');
      const count = await orderCount();
      const body = order(shopper.addressId, 'ONLINE', [{ product: plain, quantity: 1 }]);
      const first = await place(shopper.token, body, { key: 'checkout-attempt-1' });
      const second = await place(shopper.token, body, { key: 'checkout-attempt-1' });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(await orderCount()).toBe(count + 1);
      expect(await stockOf(platform, plain.id, '')).toBe(before - 1);
    });

    it('creates one order when the same request arrives twice at once', async () => {
      const before = await stockOf(platform, plain.id, '');
      const count = await orderCount();
      const body = await withCaptcha(platform, shopper.token, order(shopper.addressId, 'COD', [{ product: plain, quantity: 2 }]));
      const [a, b] = await Promise.all([place(shopper.token, body, { key: 'double-click' }), place(shopper.token, body, { key: 'double-click' })]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.data.CoOrderID).toBe(b.body.data.CoOrderID);
      expect(await orderCount()).toBe(count + 1);
      expect(await stockOf(platform, plain.id, '')).toBe(before - 2);
    });

    it('keeps keys per shopper and refuses an over-long key', async () => {
      const other = await registerShopper(platform);
      const mine = await place(shopper.token, order(shopper.addressId, 'COD', [{ product: plain, quantity: 1 }]), { key: 'shared-key' });
      const theirs = await place(other.token, order(other.addressId, 'COD', [{ product: plain, quantity: 1 }]), { key: 'shared-key' });
      expect(theirs.body.data.CoOrderID).not.toBe(mine.body.data.CoOrderID);
      const long = await place(shopper.token, order(shopper.addressId, 'COD', [{ product: plain, quantity: 1 }]), { key: 'k'.repeat(101) });
      expect(long).toMatchObject({ status: 400, body: { field: 'Idempotency-Key' } });
    });
  });

  it('places nothing and takes no stock when the payment gateway fails', async () => {
    const gateway = platform.context.gateway;
    const failing: PaymentGateway = {
      ...gateway!,
      createOrder: () => Promise.reject(new Error('connection refused')),
    };
    platform.context.gateway = failing;
    const before = await stockOf(platform, plain.id, '');
    const count = await orderCount();
    const error = console.error;
    console.error = () => {};
    try {
      const result = await place(shopper.token, order(shopper.addressId, 'ONLINE', [{ product: plain, quantity: 1 }]));
      expect(result.status).toBe(502);
      expect(result.body).toEqual({
        status: 'false',
        message: 'The payment provider could not be reached, so the order was not placed. Please try again.',
      });
    } finally {
      platform.context.gateway = gateway;
      console.error = error;
    }
    expect(await orderCount()).toBe(count);
    expect(await stockOf(platform, plain.id, '')).toBe(before);
  });
});
