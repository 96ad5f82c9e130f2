import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP1, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from '../../testing/test-platform';
import { registerShopper, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { orderAmountCalls, setUpOrderAmounts } from '../../testing/order-amounts-kit';

/** One amount per order: computed when it is placed, stored with it, and the same in every call that answers it. */
describe('order amounts', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let free: TestProduct;
  const { place, getOrder } = orderAmountCalls(() => ({ platform, shopper }));

  beforeAll(async () => {
    ({ platform, shopper, free } = await setUpOrderAmounts());
  });
  afterAll(() => platform.close());

  describe('Get_Order', () => {
    it("answers the shopper's own order with the address it keeps", async () => {
      const placed = await place('COD', [{ product: free, quantity: 1 }]);
      const result = await getOrder(placed.CoOrderID);
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({
        CoOrderID: placed.CoOrderID,
        CoOrderDate: expect.stringMatching(/^\d{4}-/),
        CoPaymentMode: 'COD',
        CoPaymentStatus: 'NOT_REQUIRED',
        address: { firstname: 'Test', lastname: 'Shopper', city: 'Jaipur', pincode: '302001', STATENAME: 'Rajasthan', country: 'India' },
        amounts: placed.amounts,
      });
      expect(result.body.data.lines).toHaveLength(1);
    });

    it("answers 404 for an unknown order and for anyone else's, 400 without a number, 401 without a token", async () => {
      const placed = await place('COD', [{ product: free, quantity: 1 }]);
      const priya = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
      const arjun = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
      const intruder = await registerShopper(platform);
      for (const [number, token, host] of [
        ['FAKE-123', shopper.token, SHOP1],
        ['OD123', shopper.token, SHOP1],
        [placed.CoOrderID, priya, SHOP1],
        [placed.CoOrderID, intruder.token, SHOP1],
        [placed.CoOrderID, arjun, SHOP2],
      ] as const) {
        expect(await getOrder(number, token, host)).toMatchObject({ status: 404, body: { status: 'false', message: 'Order not found.' } });
      }
      expect((await platform.call('GET', '/api/Get_Order', { token: shopper.token })).body).toMatchObject({ status: 'false', field: 'order_id' });
      expect((await getOrder('x'.repeat(41))).status).toBe(400);
      expect((await platform.call('GET', `/api/Get_Order?order_id=${placed.CoOrderID}`)).status).toBe(401);
    });
  });
});
