import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise, toRupees } from '../../shared/contract/money';
import { onlineDiscountOf } from '../../cart/contract/totals';
import type { Change } from '../../shared/events';
import type { PaymentGateway } from '../../shared/payments/gateway';
import { createTestPlatform, SHOP1, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from '../../testing/test-platform';
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

const DENIED = { Message: 'Authorization has been denied for this request.' };

interface OrderRow {
  id: number;
  number: string;
  payment_mode: string;
  payment_status: string;
  subtotal_paise: number;
  delivery_paise: number;
  discount_paise: number;
  total_paise: number;
  razorpay_order_id: string | null;
  address: { firstname: string; city: string; pincode: string };
}

describe('placing orders', () => {
  let platform: TestPlatform;
  let priya: string;
  let arjun: string;
  let shopper: TestShopper;
  let holi: TestProduct;
  let plain: TestProduct;
  let priyaAddress: number;
  let arjunAddress: number;

  /** Places an order; a COD order without a captcha gets a fresh one from the shop first. */
  const place = async (token: string, json: unknown, options: { host?: string; key?: string } = {}) =>
    platform.call('POST', '/api/insert_Customer_Order', {
      host: options.host ?? SHOP1,
      token,
      json: await withCaptcha(platform, token, json, options.host ?? SHOP1),
      headers: options.key ? { 'Idempotency-Key': options.key } : undefined,
    });
  const order = (addressid: number, paymentmode: 'COD' | 'ONLINE', lines: { product: TestProduct; quantity: number; size?: string }[]) => ({
    addressid,
    coupan_Code: '',
    paymentmode,
    orders: lines.map((l) => ({
      asinid: l.product.id,
      quantity: l.quantity,
      productcode: l.product.asin,
      ...(l.size === undefined ? {} : { size: l.size }),
    })),
  });
  const orderRow = async (number: string) => (await rows<OrderRow>(platform, sql`select * from orders where number = ${number}`))[0]!;
  const orderCount = async () => (await rows<{ n: number }>(platform, sql`select count(*)::int as n from orders`))[0]!.n;

  beforeAll(async () => {
    platform = await createTestPlatform();
    priya = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    arjun = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
    priyaAddress = await addressOf(platform, SHOPPER1.email);
    arjunAddress = await addressOf(platform, SHOPPER2.email);
    shopper = await registerShopper(platform);
    holi = await productByAsin(platform, 'holi-t-shirt');
    plain = await pickProduct(platform, { sized: false, delivery: true });
    await setStock(platform, plain.id, '', 50);
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

  it("refuses another shopper's address and another shop's address, creating nothing", async () => {
    const before = await orderCount();
    const stock = await stockOf(platform, plain.id, '');
    for (const [token, addressid, host] of [
      [shopper.token, priyaAddress, SHOP1],
      [priya, arjunAddress, SHOP1],
      [arjun, priyaAddress, SHOP2],
      [shopper.token, 999_999, SHOP1],
    ] as const) {
      const result = await place(token, order(addressid, 'COD', [{ product: plain, quantity: 1 }]), { host });
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ status: 'false', message: 'Address not found.', field: 'addressid' });
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(platform, plain.id, '')).toBe(stock);
  });

  it('refuses more units than a size holds with the units left, and takes nothing', async () => {
    const before = await orderCount();
    const m = await stockOf(platform, holi.id, 'M');
    let result = await place(shopper.token, order(shopper.addressId, 'COD', [{ product: holi, quantity: m + 1, size: 'M' }]));
    expect(result.status).toBe(409);
    expect(result.body.message).toBe(`Sorry, only ${m} left of HOLI T-SHIRT in size M.`);
    result = await place(
      shopper.token,
      order(shopper.addressId, 'COD', [
        { product: plain, quantity: 1 },
        { product: holi, quantity: 1, size: 'L' },
      ]),
    );
    expect(result.status).toBe(409);
    expect(result.body.message).toBe('HOLI T-SHIRT is out of stock in size L.');
    await setStock(platform, plain.id, '', 3);
    result = await place(shopper.token, order(shopper.addressId, 'COD', [{ product: plain, quantity: 4 }]));
    expect(result.body.message).toBe(`Sorry, only 3 left of ${plain.name}.`);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(platform, holi.id, 'M')).toBe(m);
    expect(await stockOf(platform, plain.id, '')).toBe(3);
    await setStock(platform, plain.id, '', 50);
  });

  it('refuses a coupon code, since the shop has none', async () => {
    const result = await place(shopper.token, { ...order(shopper.addressId, 'COD', [{ product: plain, quantity: 1 }]), coupan_Code: 'FREE100' });
    expect(result).toMatchObject({ status: 400, body: { field: 'coupan_Code', message: 'This coupon code is not valid.' } });
  });

  it.each([
    ['a body that is not JSON', { body: '{"addressid":', headers: { 'content-type': 'application/json' } }, undefined],
    [
      'an unknown payment mode',
      { json: { addressid: 1, coupan_Code: '', paymentmode: 'CARD', orders: [{ asinid: 1, quantity: 1, productcode: 'x' }] } },
      'paymentmode',
    ],
    ['no lines', { json: { addressid: 1, coupan_Code: '', paymentmode: 'COD', orders: [] } }, 'orders'],
    ['a missing address', { json: { coupan_Code: '', paymentmode: 'COD', orders: [{ asinid: 1, quantity: 1, productcode: 'x' }] } }, 'addressid'],
    [
      'a quantity that is not a number',
      { json: { addressid: 1, paymentmode: 'COD', orders: [{ asinid: 1, quantity: 'two', productcode: 'x' }] } },
      'orders.0.quantity',
    ],
    [
      'a 2 MB coupon code',
      {
        json: { addressid: 1, coupan_Code: 'x'.repeat(2 * 1024 * 1024), paymentmode: 'COD', orders: [{ asinid: 1, quantity: 1, productcode: 'x' }] },
      },
      'coupan_Code',
    ],
  ] as const)('answers 400 for %s', async (_label, request, field) => {
    const result = await platform.call('POST', '/api/insert_Customer_Order', { token: shopper.token, ...request });
    expect(result.status).toBe(400);
    expect(result.body.status).toBe('false');
    if (field) expect(result.body.field).toBe(field);
    else expect(result.body.message).toBe('The request body must be valid JSON.');
  });

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
