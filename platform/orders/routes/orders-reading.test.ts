import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';
import { placingCalls, rows, setUpPlacingOrders, type TestProduct, type TestShopper } from '../../testing/order-test-kit';

describe('placing orders', () => {
  let platform: TestPlatform;
  let priya: string;
  let arjun: string;
  let shopper: TestShopper;
  let holi: TestProduct;
  let plain: TestProduct;
  const { place, order } = placingCalls(() => platform);

  beforeAll(async () => {
    ({ platform, priya, arjun, shopper, holi, plain } = await setUpPlacingOrders());
    // The orders the listing shows: a pair of HOLI T-SHIRTs on COD, and an online order still unpaid.
    await place(shopper.token, order(shopper.addressId, 'COD', [{ product: holi, quantity: 2, size: 'M' }]));
    await place(shopper.token, order(shopper.addressId, 'ONLINE', [{ product: plain, quantity: 2 }]));
  });
  afterAll(() => platform.close());

  describe('Get_OrderDetails', () => {
    it("lists the shopper's order lines, newest order first, with prices in rupees", async () => {
      const result = await platform.call('GET', '/api/Get_OrderDetails', { token: shopper.token });
      expect(result.status).toBe(200);
      const numbers = (
        await rows<{ number: string }>(
          platform,
          sql`select number from orders where customer_id = ${shopper.customerId} order by created_at desc, id desc`,
        )
      ).map((r) => r.number);
      expect([...new Set(result.body.data.map((l: { CoOrderID: string }) => l.CoOrderID))]).toEqual(numbers);
      const first = result.body.data.find((l: { ASIN: string; CoPaymentMode: string }) => l.ASIN === 'holi-t-shirt' && l.CoPaymentMode === 'COD');
      const [line] = await rows<{ id: number }>(
        platform,
        sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${first.CoOrderID}`,
      );
      expect(first).toEqual({
        CoOrderID: first.CoOrderID,
        ASIN: 'holi-t-shirt',
        CoProduct: 'HOLI T-SHIRT',
        CoSmallImage: 'demo/tshirt-f7f7f2-1.jpg',
        CoSize: 'M',
        CoOrderStatus: 'Confirmed',
        StandardPrice: 149,
        CoQuantity: 2,
        CoPaymentMode: 'COD',
        CoDescription: expect.stringContaining('buy two for ₹249'),
        ItemCondition: 'New',
        CoTotalPrice: 249,
        CoOrderItemID: line!.id,
        CoProductID: holi.id,
        CoOrderDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        CoPaymentStatus: 'NOT_REQUIRED',
        CoCancellable: true,
        CoRefundAmount: 0,
        CoItemsPrice: 298,
        CoOfferDiscount: 49,
        CoDeliveryCharge: 0,
        CoOnlineDiscount: 0,
        CoAutoOfferDiscount: 0,
        CoCouponDiscount: 0,
        CoLineAmount: 249,
        CoCancelRefund: 0,
        CoCancelOptions: [
          { units: 1, amount: 124, refund: 0 },
          { units: 2, amount: 249, refund: 0 },
        ],
        CoConfirmBy: null,
        CoConfirmation: null,
        // Shop 1 dispatches from Jaipur (302001): the day promised when the order was placed.
        CoDeliveryBy: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        CoOrderAmounts: {
          items: 2,
          items_price: 298,
          offer: 49,
          subtotal: 249,
          delivery: 0,
          online_discount: 0,
          cod_fee: 0,
          auto_offer: 0,
          auto_offer_label: '',
          coupon: 0,
          coupon_code: '',
          total: 249,
          cancelled: 0,
          refunded: 0,
          cancelled_items: 0,
          net: 249,
        },
      });
      const online = result.body.data.find((l: { CoPaymentMode: string }) => l.CoPaymentMode === 'ONLINE');
      expect(online).toMatchObject({ CoPaymentStatus: 'PENDING', CoOrderStatus: 'Payment Pending', CoCancellable: true });
    });

    it("shows the demo shopper's past orders to her only", async () => {
      const mine = await platform.call('GET', '/api/Get_OrderDetails', { token: priya });
      const statuses = mine.body.data.map((l: { CoOrderStatus: string }) => l.CoOrderStatus);
      expect(statuses).toContain('Delivered');
      expect(mine.body.data.find((l: { CoOrderStatus: string }) => l.CoOrderStatus === 'Delivered').CoCancellable).toBe(false);
      const theirs = await platform.call('GET', '/api/Get_OrderDetails', { token: shopper.token });
      const priyaNumbers = new Set(mine.body.data.map((l: { CoOrderID: string }) => l.CoOrderID));
      expect(theirs.body.data.some((l: { CoOrderID: string }) => priyaNumbers.has(l.CoOrderID))).toBe(false);
      const arjunLines = await platform.call('GET', '/api/Get_OrderDetails', { host: SHOP2, token: arjun });
      expect(arjunLines.body.data.some((l: { CoOrderID: string }) => priyaNumbers.has(l.CoOrderID))).toBe(false);
    });
  });

  describe('Get_OrderTracking', () => {
    it("answers the order's events oldest first, and 404 to anyone else", async () => {
      const placed = await place(shopper.token, order(shopper.addressId, 'COD', [{ product: plain, quantity: 1 }]));
      const number = placed.body.data.CoOrderID as string;
      const result = await platform.call('GET', `/api/Get_OrderTracking?order_id=${number}`, { token: shopper.token });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({
        status: 'true',
        data: {
          CoOrderID: number,
          CoPaymentMode: 'COD',
          CoPaymentStatus: 'NOT_REQUIRED',
          amounts: expect.objectContaining({ total: placed.body.data.amounts.total, refunded: 0 }),
          placed_at: expect.stringMatching(/^\d{4}-/),
          events: [{ status: 'Confirmed', note: 'Order placed, to be paid on delivery.', at: expect.stringMatching(/^\d{4}-/) }],
          delivery_by: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        },
      });
      for (const [token, host] of [
        [priya, SHOP1],
        [arjun, SHOP2],
      ] as const) {
        const probe = await platform.call('GET', `/api/Get_OrderTracking?order_id=${number}`, { token, host });
        expect(probe).toMatchObject({ status: 404, body: { status: 'false', message: 'Order not found.' } });
      }
      const seeded = await platform.call('GET', '/api/Get_OrderTracking?order_id=OD11000', { token: priya });
      expect(seeded.body.data.events.map((e: { status: string }) => e.status)).toEqual(['Confirmed', 'Shipped', 'Delivered']);
      expect((await platform.call('GET', '/api/Get_OrderTracking', { token: priya })).body.field).toBe('order_id');
    });
  });
});
