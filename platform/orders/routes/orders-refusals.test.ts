import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';
import { placingCalls, setStock, setUpPlacingOrders, stockOf, type TestProduct, type TestShopper } from '../../testing/order-test-kit';

describe('placing orders', () => {
  let platform: TestPlatform;
  let priya: string;
  let arjun: string;
  let priyaAddress: number;
  let arjunAddress: number;
  let shopper: TestShopper;
  let holi: TestProduct;
  let plain: TestProduct;
  const { place, order, orderCount } = placingCalls(() => platform);

  beforeAll(async () => {
    ({ platform, priya, arjun, priyaAddress, arjunAddress, shopper, holi, plain } = await setUpPlacingOrders());
  });
  afterAll(() => platform.close());

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
});
