import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise, toRupees } from '../../shared/contract/money';
import { onlineDiscountOf } from '../../cart/contract/totals';
import type { Change } from '../../shared/events';
import { SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';
import { placingCalls, registerShopper, rows, setUpPlacingOrders, stockOf, type TestProduct, type TestShopper } from '../../testing/order-test-kit';

const DENIED = { Message: 'Authorization has been denied for this request.' };

describe('placing orders', () => {
  let platform: TestPlatform;
  let arjun: string;
  let arjunAddress: number;
  let shopper: TestShopper;
  let holi: TestProduct;
  let plain: TestProduct;
  const { place, order, orderRow } = placingCalls(() => platform);

  beforeAll(async () => {
    ({ platform, arjun, arjunAddress, shopper, holi, plain } = await setUpPlacingOrders());
  });
  afterAll(() => platform.close());

  it.each([
    ['POST', '/api/insert_Customer_Order'],
    ['POST', '/api/order_final'],
    ['GET', '/api/Get_OrderDetails'],
    ['POST', '/api/Cancel_Order_Item'],
    ['GET', '/api/Get_OrderTracking?order_id=OD1'],
    ['POST', '/api/Retry_Order_Payment'],
  ] as const)('%s %s answers 401 without a valid token of this shop', async (method, path) => {
    const json = method === 'POST' ? {} : undefined;
    expect(await platform.call(method, path, { json })).toMatchObject({ status: 401, body: DENIED });
    expect(await platform.call(method, path, { json, token: 'forged' })).toMatchObject({ status: 401, body: DENIED });
    expect(await platform.call(method, path, { json, token: arjun, host: SHOP1 })).toMatchObject({ status: 401, body: DENIED });
  });

  it('places a COD order: totals with the HOLI rule stored in paise, lines confirmed, stock taken, the cart emptied of them', async () => {
    await platform.call('POST', '/api/Add_to_cart1', {
      token: shopper.token,
      json: [
        { prod_id: holi.id, unit: 2, cart_size: 'M' },
        { prod_id: plain.id, unit: 1, cart_size: '' },
      ],
    });
    const stockBefore = await stockOf(platform, holi.id, 'M');
    const changes: Change[] = [];
    const unsubscribe = platform.context.changes.subscribe((change) => void changes.push(change));
    const result = await place(shopper.token, order(shopper.addressId, 'COD', [{ product: holi, quantity: 2, size: 'M' }]));
    unsubscribe();
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      status: 'true',
      message: 'Order placed successfully.',
      data: {
        paymentmode: 'COD',
        CoOrderID: expect.stringMatching(/^OD[0-9]{14}$/),
        confirmation: 'none',
        amounts: {
          items: 2,
          items_price: 298,
          offer: 49,
          subtotal: 249,
          delivery: 0,
          auto_offer: 0,
          auto_offer_label: '',
          coupon: 0,
          coupon_code: '',
          online_discount: 0,
          cod_fee: 0,
          total: 249,
          cancelled: 0,
          refunded: 0,
          cancelled_items: 0,
          net: 249,
        },
      },
    });
    const stored = await orderRow(result.body.data.CoOrderID);
    expect(stored).toMatchObject({
      payment_mode: 'COD',
      payment_status: 'NOT_REQUIRED',
      subtotal_paise: 24900,
      offer_paise: 4900,
      delivery_paise: 0,
      discount_paise: 0,
      total_paise: 24900,
      refunded_paise: 0,
      razorpay_order_id: null,
      address: { firstname: 'Test', city: 'Jaipur', pincode: '302001' },
    });
    const lines = await rows(
      platform,
      sql`select product_id, size, color, quantity, unit_price_paise, offer_paise, delivery_paise, line_total_paise, discount_paise, amount_paise, status, name from order_lines where order_id = ${stored.id}`,
    );
    expect(lines).toEqual([
      {
        product_id: holi.id,
        size: 'M',
        color: 'White',
        quantity: 2,
        unit_price_paise: 14900,
        offer_paise: 4900,
        delivery_paise: 0,
        line_total_paise: 24900,
        discount_paise: 0,
        amount_paise: 24900,
        status: 'Confirmed',
        name: 'HOLI T-SHIRT',
      },
    ]);
    expect(await rows(platform, sql`select status from order_events where order_id = ${stored.id}`)).toEqual([{ status: 'Confirmed' }]);
    expect(await stockOf(platform, holi.id, 'M')).toBe(stockBefore - 2);
    expect(await rows(platform, sql`select product_id, size from cart_lines where customer_id = ${shopper.customerId}`)).toEqual([
      { product_id: plain.id, size: '' },
    ]);
    expect(changes).toEqual([{ tags: ['product:holi-t-shirt'] }]);
  });

  it('places an ONLINE order with the 10% online discount and answers the payment request', async () => {
    const price = toRupees(plain.basePaise);
    const delivery = toRupees(plain.deliveryPaise);
    const subtotal = 2 * price;
    const discount = onlineDiscountOf(subtotal);
    const total = subtotal + 2 * delivery - discount;
    const result = await place(shopper.token, order(shopper.addressId, 'ONLINE', [{ product: plain, quantity: 2 }]));
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      paymentmode: 'ONLINE',
      CoOrderID: expect.stringMatching(/^OD[0-9]+$/),
      amounts: {
        items: 2,
        items_price: subtotal,
        offer: 0,
        subtotal,
        delivery: 2 * delivery,
        online_discount: discount,
        cod_fee: 0,
        auto_offer: 0,
        auto_offer_label: '',
        coupon: 0,
        coupon_code: '',
        total,
        cancelled: 0,
        refunded: 0,
        cancelled_items: 0,
        net: total,
      },
      ORDERID: expect.stringMatching(/^order_/),
      amount: toPaise(total),
      currency: 'INR',
      key: 'rzp_test_offline',
      gateway: 'test',
      script_url: '/api/test_gateway/checkout.js',
    });
    const stored = await orderRow(result.body.data.CoOrderID);
    expect(stored).toMatchObject({
      payment_mode: 'ONLINE',
      payment_status: 'PENDING',
      subtotal_paise: toPaise(subtotal),
      delivery_paise: toPaise(2 * delivery),
      discount_paise: toPaise(discount),
      total_paise: toPaise(total),
      razorpay_order_id: result.body.data.ORDERID,
    });
    expect(await rows(platform, sql`select status from order_lines where order_id = ${stored.id}`)).toEqual([{ status: 'Payment Pending' }]);
    expect(await rows(platform, sql`select amount_paise, receipt from test_gateway_orders where id = ${result.body.data.ORDERID}`)).toEqual([
      { amount_paise: toPaise(total), receipt: stored.number },
    ]);
  });

  it('takes the HOLI pair price with the online discount: 249 less 25', async () => {
    const result = await place(
      shopper.token,
      order(shopper.addressId, 'ONLINE', [
        { product: holi, quantity: 1, size: 'S' },
        { product: holi, quantity: 1, size: 'XL' },
      ]),
    );
    expect(result.status).toBe(200);
    expect(result.body.data.amount).toBe(22400);
    const stored = await orderRow(result.body.data.CoOrderID);
    expect(stored).toMatchObject({ subtotal_paise: 24900, delivery_paise: 0, discount_paise: 2500, total_paise: 22400 });
    const lines = await rows<{ offer_paise: number; line_total_paise: number; discount_paise: number; amount_paise: number }>(
      platform,
      sql`select offer_paise, line_total_paise, discount_paise, amount_paise from order_lines where order_id = ${stored.id} order by id`,
    );
    expect(lines.reduce((sum, l) => sum + l.line_total_paise, 0)).toBe(24900);
    expect(lines.reduce((sum, l) => sum + l.offer_paise, 0)).toBe(4900);
    expect(lines.reduce((sum, l) => sum + l.discount_paise, 0)).toBe(2500);
    expect(lines.reduce((sum, l) => sum + l.amount_paise, 0)).toBe(22400);
    expect(lines.every((l) => l.amount_paise % 100 === 0 && l.offer_paise % 100 === 0)).toBe(true);
  });

  it("prices at the second shop's markup", async () => {
    const result = await place(arjun, order(arjunAddress, 'COD', [{ product: holi, quantity: 1, size: 'S' }]), { host: SHOP2 });
    expect(result.status).toBe(200);
    // Kesari Mart, the COD showcase, adds its ₹49 COD fee and waits for the code it texted.
    expect(result.body.data.amounts).toMatchObject({ items_price: 167, offer: 0, subtotal: 167, delivery: 49, cod_fee: 49, total: 265 });
    expect(result.body.data).toMatchObject({ confirmation: 'code', phone_hint: '98•••••670' });
    expect(await orderRow(result.body.data.CoOrderID)).toMatchObject({
      subtotal_paise: 16700,
      delivery_paise: 4900,
      cod_fee_paise: 4900,
      total_paise: 26500,
    });
  });

  it("resolves a missing size from the shopper's cart, else refuses it", async () => {
    const buyer = await registerShopper(platform);
    const refused = await place(buyer.token, order(buyer.addressId, 'COD', [{ product: holi, quantity: 1 }]));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 'false', message: 'Please select a size before proceeding!', field: 'orders.0.size' });
    await platform.call('POST', '/api/Add_to_cart1', { token: buyer.token, json: [{ prod_id: holi.id, unit: 1, cart_size: 'XL' }] });
    const placed = await place(buyer.token, order(buyer.addressId, 'COD', [{ product: holi, quantity: 1 }]));
    expect(placed.status).toBe(200);
    const [line] = await rows<{ size: string }>(
      platform,
      sql`select l.size from order_lines l join orders o on o.id = l.order_id where o.number = ${placed.body.data.CoOrderID}`,
    );
    expect(line!.size).toBe('XL');
    const unknown = await place(buyer.token, order(buyer.addressId, 'COD', [{ product: holi, quantity: 1, size: 'XXL' }]));
    expect(unknown.body.field).toBe('orders.0.size');
  });

  it('refuses a product code that is not the product', async () => {
    const result = await place(shopper.token, {
      ...order(shopper.addressId, 'COD', [{ product: plain, quantity: 1 }]),
      orders: [{ asinid: plain.id, quantity: 1, productcode: 'holi-t-shirt' }],
    });
    expect(result.status).toBe(400);
    expect(result.body.field).toBe('orders.0.productcode');
  });

  it('delivers to exactly the address it names: a second address added later, not the first', async () => {
    const added = await platform.call('POST', '/api/insert_Customer_add', {
      token: shopper.token,
      json: {
        name: 'Meera Iyer',
        email: 'meera@example.com',
        mobile: '9876543210',
        address1: '14 Temple Street',
        address2: 'Mylapore',
        country: 'India',
        city: 'Chennai',
        district: '',
        pincode: '600004',
        state: 'Tamil Nadu',
      },
    });
    expect(added.status).toBe(200);
    const second = (added.body as { data: { id: number } }).data.id;
    expect(second).not.toBe(shopper.addressId);
    const result = await place(shopper.token, order(second, 'COD', [{ product: plain, quantity: 1 }]));
    expect(result.status).toBe(200);
    expect((await orderRow(result.body.data.CoOrderID)).address).toMatchObject({ firstname: 'Meera', city: 'Chennai', pincode: '600004' });
    const first = await place(shopper.token, order(shopper.addressId, 'COD', [{ product: plain, quantity: 1 }]));
    expect((await orderRow(first.body.data.CoOrderID)).address).toMatchObject({ city: 'Jaipur', pincode: '302001' });
  });
});
