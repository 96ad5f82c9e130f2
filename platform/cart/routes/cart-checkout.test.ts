import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRupees } from '../../shared/contract/money';
import { onlineDiscountOf } from '../contract/totals';
import { SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';
import { cartCalls, registerShopper, SELECT_SIZE, setUpCart, type TestProduct, type TestShopper } from '../../testing/order-test-kit';

describe('the server cart', () => {
  let platform: TestPlatform;
  let arjun: string;
  let other: TestShopper;
  let holi: TestProduct;
  let plain: TestProduct;
  const { save, cartRows } = cartCalls(() => platform);

  beforeAll(async () => {
    ({ platform, arjun, other, holi, plain } = await setUpCart());
  });
  afterAll(() => platform.close());

  describe('Delete_From_cart', () => {
    it('removes only the named size when given, every size otherwise, and is idempotent', async () => {
      const shopper = await registerShopper(platform);
      await save(shopper.token, [
        { prod_id: holi.id, unit: 1, cart_size: 'S' },
        { prod_id: holi.id, unit: 1, cart_size: 'M' },
        { prod_id: plain.id, unit: 1, cart_size: '' },
      ]);
      const one = await platform.call('POST', '/api/Delete_From_cart', { token: shopper.token, json: { prod_id: holi.id, cart_size: 'S' } });
      expect(one).toMatchObject({ status: 200, body: { status: 'true', message: 'Item removed from cart.' } });
      expect((await cartRows(shopper.email)).map((r) => `${r.product_id}:${r.size}`).sort()).toEqual([`${holi.id}:M`, `${plain.id}:`].sort());
      await platform.call('POST', '/api/Delete_From_cart', { token: shopper.token, json: { prod_id: holi.id, user_token: shopper.token } });
      expect(await cartRows(shopper.email)).toEqual([{ product_id: plain.id, size: '', units: 1 }]);
      const again = await platform.call('POST', '/api/Delete_From_cart', { token: shopper.token, json: { prod_id: holi.id } });
      expect(again.status).toBe(200);
      expect((await platform.call('POST', '/api/Delete_From_cart', { token: shopper.token, json: { prod_id: 'x' } })).body.field).toBe('prod_id');
    });
  });

  describe('cart_to_checkout', () => {
    const checkout = (token: string, json: unknown, host = SHOP1) => platform.call('POST', '/api/cart_to_checkout', { host, token, json });

    it('answers the items and the totals, with the HOLI pair at 249 and free delivery', async () => {
      const result = await checkout(other.token, [{ prod_id: holi.id, unit: 2, cart_size: 'M' }]);
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ status: 'true', message: 'Ready for checkout.' });
      expect(result.body.data).toEqual([
        {
          id: holi.id,
          prod_id: holi.id,
          asinid: holi.id,
          ASIN: 'holi-t-shirt',
          productcode: 'holi-t-shirt',
          name: 'HOLI T-SHIRT',
          image: 'demo/tshirt-f7f7f2-1.jpg',
          discountPrice: 149,
          recommendedSellingPrice: 49,
          Unit: 2,
          cart_size: 'M',
          quantity: 60,
          line_price: 298,
        },
      ]);
      expect(result.body.totals).toEqual({
        items: 2,
        itemsPrice: 298,
        offer: 49,
        subtotal: 249,
        delivery: 0,
        total: 249,
        onlineDiscount: 25,
        onlineTotal: 224,
        autoOffer: 0,
        autoOfferLabel: '',
        coupon: 0,
        couponCode: '',
        onlineDiscountPercent: 10,
      });
    });

    it('applies the spec formulas when the HOLI rule does not apply', async () => {
      const one = await checkout(other.token, [{ prod_id: holi.id, unit: 1, cart_size: 'M' }]);
      expect(one.body.totals).toEqual({
        items: 1,
        itemsPrice: 149,
        offer: 0,
        subtotal: 149,
        delivery: 49,
        total: 198,
        onlineDiscount: 15,
        onlineTotal: 183,
        autoOffer: 0,
        autoOfferLabel: '',
        coupon: 0,
        couponCode: '',
        onlineDiscountPercent: 10,
      });
      const price = toRupees(plain.basePaise);
      const delivery = toRupees(plain.deliveryPaise);
      const mixed = await checkout(other.token, [
        { prod_id: holi.id, unit: 2, cart_size: 'M' },
        { prod_id: plain.id, unit: 3 },
      ]);
      const subtotal = 298 + 3 * price;
      expect(mixed.body.totals).toEqual({
        items: 5,
        itemsPrice: subtotal,
        offer: 0,
        subtotal,
        delivery: 98 + 3 * delivery,
        autoOffer: 0,
        autoOfferLabel: '',
        coupon: 0,
        couponCode: '',
        total: subtotal + 98 + 3 * delivery,
        onlineDiscountPercent: 10,
        onlineDiscount: onlineDiscountOf(subtotal),
        onlineTotal: subtotal + 98 + 3 * delivery - onlineDiscountOf(subtotal),
      });
    });

    it("prices at the second shop's markup", async () => {
      const result = await checkout(arjun, [{ prod_id: holi.id, unit: 1, cart_size: 'S' }], SHOP2);
      expect(result.body.totals).toMatchObject({ subtotal: 167, delivery: 49, total: 216 });
    });

    it("takes the size from the shopper's cart line when none is sent", async () => {
      const shopper = await registerShopper(platform);
      await save(shopper.token, [{ prod_id: holi.id, unit: 1, cart_size: 'XL' }]);
      const result = await checkout(shopper.token, [{ prod_id: holi.id, unit: 1 }]);
      expect(result.status).toBe(200);
      expect(result.body.data[0]).toMatchObject({ cart_size: 'XL', quantity: 25 });
      await save(shopper.token, [{ prod_id: holi.id, unit: 1, cart_size: 'S' }]);
      const ambiguous = await checkout(shopper.token, [{ prod_id: holi.id, unit: 1 }]);
      expect(ambiguous.status).toBe(400);
      expect(ambiguous.body).toEqual({ status: 'false', message: SELECT_SIZE, field: '0.cart_size' });
    });

    it('refuses a sized product without a size in the request or the cart, and a size it lacks', async () => {
      const shopper = await registerShopper(platform);
      expect((await checkout(shopper.token, [{ prod_id: holi.id, unit: 1 }])).body).toEqual({
        status: 'false',
        message: SELECT_SIZE,
        field: '0.cart_size',
      });
      expect(
        (
          await checkout(shopper.token, [
            { prod_id: plain.id, unit: 1 },
            { prod_id: holi.id, unit: 1, cart_size: 'XXL' },
          ])
        ).body.field,
      ).toBe('1.cart_size');
      const unsized = await checkout(shopper.token, [{ prod_id: plain.id, unit: 1 }]);
      expect(unsized.status).toBe(200);
      expect(unsized.body.data[0].cart_size).toBe('');
    });

    it('refuses more units than the size holds, counting repeated lines together', async () => {
      let result = await checkout(other.token, [{ prod_id: holi.id, unit: 26, cart_size: 'XL' }]);
      expect(result).toMatchObject({ status: 409, body: { status: 'false', message: 'Only 25 left of HOLI T-SHIRT in size XL.' } });
      result = await checkout(other.token, [
        { prod_id: holi.id, unit: 20, cart_size: 'XL' },
        { prod_id: holi.id, unit: 6, cart_size: 'xl' },
      ]);
      expect(result.status).toBe(409);
      result = await checkout(other.token, [{ prod_id: holi.id, unit: 1, cart_size: 'L' }]);
      expect(result.body.message).toBe('HOLI T-SHIRT is out of stock in size L.');
    });

    it('answers 400 for an empty list and malformed lines, 404 for an unknown product', async () => {
      expect((await checkout(other.token, [])).body).toMatchObject({ status: 'false', message: 'must hold at least one item' });
      expect((await checkout(other.token, [{ prod_id: holi.id, unit: 0, cart_size: 'M' }])).body.field).toBe('0.unit');
      expect((await checkout(other.token, { prod_id: holi.id })).status).toBe(400);
      expect((await checkout(other.token, [{ prod_id: 999_999, unit: 1 }])).status).toBe(404);
    });
  });
});
