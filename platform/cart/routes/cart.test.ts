import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRupees } from '../../shared/contract/money';
import { onlineDiscountOf } from '../contract/totals';
import { createTestPlatform, SHOP1, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from '../../testing/test-platform';
import { pickProduct, productByAsin, registerShopper, rows, setStock, type TestProduct, type TestShopper } from '../../testing/order-test-kit';

const DENIED = { Message: 'Authorization has been denied for this request.' };
const SELECT_SIZE = 'Please select a size before proceeding!';

describe('the server cart', () => {
  let platform: TestPlatform;
  let priya: string;
  let arjun: string;
  let other: TestShopper;
  let holi: TestProduct;
  let plain: TestProduct;

  const save = (token: string, lines: unknown, host = SHOP1) => platform.call('POST', '/api/Add_to_cart1', { host, token, json: lines });
  const fetchCart = (token: string, host = SHOP1) => platform.call('POST', '/api/Add_to_cart1', { host, token, json: [{ user_token: 'ignored' }] });
  const cartRows = (email: string) =>
    rows<{ product_id: number; size: string; units: number }>(
      platform,
      sql`select product_id, size, units from cart_lines where customer_id = (select id from customers where email = ${email}) order by product_id, size`,
    );

  beforeAll(async () => {
    platform = await createTestPlatform();
    priya = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    arjun = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
    other = await registerShopper(platform);
    holi = await productByAsin(platform, 'holi-t-shirt');
    plain = await pickProduct(platform, { sized: false, delivery: true });
    await setStock(platform, plain.id, '', 30);
  });
  afterAll(() => platform.close());

  describe('authentication', () => {
    it.each([
      ['POST', '/api/Add_to_cart1', [{ user_token: 'x' }]],
      ['POST', '/api/Delete_From_cart', { prod_id: 1 }],
      ['POST', '/api/cart_to_checkout', [{ prod_id: 1, unit: 1 }]],
    ] as const)('%s %s answers 401 without a token, with a made-up one, and with a token of the other shop', async (method, path, json) => {
      expect(await platform.call(method, path, { json })).toMatchObject({ status: 401, body: DENIED });
      expect(await platform.call(method, path, { json, token: 'not-a-real-token' })).toMatchObject({ status: 401, body: DENIED });
      expect(await platform.call(method, path, { json, token: arjun, host: SHOP1 })).toMatchObject({ status: 401, body: DENIED });
    });
  });

  describe('Add_to_cart1', () => {
    it('saves lines and answers the whole cart in the order the lines were added, at the shop prices', async () => {
      const result = await save(priya, [
        { prod_id: holi.id, unit: 2, cart_size: 'M' },
        { prod_id: plain.id, unit: 1, cart_size: '' },
      ]);
      expect(result.status).toBe(200);
      expect(result.body.status).toBe('true');
      const [category] = await rows<{ name: string }>(
        platform,
        sql`select s.name from subcategories s join products p on p.subcategory_id = s.id where p.id = ${holi.id}`,
      );
      expect(result.body.data[0]).toEqual({
        id: holi.id,
        image: 'demo/tshirt-f7f7f2-1.jpg',
        ASIN: 'holi-t-shirt',
        name: 'HOLI T-SHIRT',
        category: category!.name,
        size: 'M',
        color: 'White',
        discountPrice: 149,
        originalPrice: 499,
        Unit: 2,
        quantity: 60,
        cart_size: 'M',
        recommendedSellingPrice: 49,
      });
      expect(result.body.data.map((l: { id: number }) => l.id)).toEqual([holi.id, plain.id]);
      expect(result.body.data[1]).toMatchObject({
        cart_size: '',
        Unit: 1,
        quantity: 30,
        discountPrice: toRupees(plain.basePaise),
        recommendedSellingPrice: toRupees(plain.deliveryPaise),
      });
    });

    it('fetches the same cart with the fetch form, ignoring the token in the body', async () => {
      const result = await fetchCart(priya);
      expect(result.status).toBe(200);
      expect(result.body.data.map((l: { id: number; Unit: number }) => [l.id, l.Unit])).toEqual([
        [holi.id, 2],
        [plain.id, 1],
      ]);
    });

    it('changes units in place and deletes a line saved with unit 0', async () => {
      let result = await save(priya, [{ prod_id: holi.id, unit: 3, cart_size: 'M' }]);
      expect(result.body.data.map((l: { id: number; Unit: number }) => [l.id, l.Unit])).toEqual([
        [holi.id, 3],
        [plain.id, 1],
      ]);
      result = await save(priya, [{ prod_id: holi.id, unit: 0, cart_size: 'M' }]);
      expect(result.body.data.map((l: { id: number }) => l.id)).toEqual([plain.id]);
      expect(await cartRows(SHOPPER1.email)).toEqual([{ product_id: plain.id, size: '', units: 1 }]);
    });

    it('keeps one line per product and size', async () => {
      const result = await save(priya, [
        { prod_id: holi.id, unit: 1, cart_size: 'S' },
        { prod_id: holi.id, unit: 2, cart_size: 'XL' },
      ]);
      expect(
        result.body.data.filter((l: { id: number }) => l.id === holi.id).map((l: { cart_size: string; Unit: number }) => [l.cart_size, l.Unit]),
      ).toEqual([
        ['S', 1],
        ['XL', 2],
      ]);
    });

    it('prices with the shop markup on the second shop, the MRP the supplier’s, delivery not marked up', async () => {
      const result = await save(arjun, [{ prod_id: holi.id, unit: 1, cart_size: 'S' }], SHOP2);
      expect(result.status).toBe(200);
      expect(result.body.data).toHaveLength(1);
      expect(result.body.data[0]).toMatchObject({ discountPrice: 167, originalPrice: 499, recommendedSellingPrice: 49 });
    });

    it('refuses a sized product without a size, or with a size it does not have', async () => {
      for (const cart_size of ['', 'XXL']) {
        const result = await save(other.token, [{ prod_id: holi.id, unit: 1, cart_size }]);
        expect(result.status).toBe(400);
        expect(result.body).toEqual({ status: 'false', message: SELECT_SIZE, field: '0.cart_size' });
      }
      const missing = await save(other.token, [{ prod_id: holi.id, unit: 1 }]);
      expect(missing.body).toMatchObject({ status: 'false', message: SELECT_SIZE });
      expect(await cartRows(other.email)).toEqual([]);
    });

    it('stores an unsized product under the empty size whatever size the client sends', async () => {
      const result = await save(other.token, [{ prod_id: plain.id, unit: 1, cart_size: 'S' }]);
      expect(result.status).toBe(200);
      expect(await cartRows(other.email)).toEqual([{ product_id: plain.id, size: '', units: 1 }]);
    });

    it('refuses more units than the size holds, naming the product and the units left', async () => {
      let result = await save(other.token, [{ prod_id: holi.id, unit: 61, cart_size: 'M' }]);
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ status: 'false', message: 'Only 60 left of HOLI T-SHIRT in size M.' });
      result = await save(other.token, [{ prod_id: holi.id, unit: 1, cart_size: 'L' }]);
      expect(result.status).toBe(409);
      expect(result.body.message).toBe('HOLI T-SHIRT is out of stock in size L.');
      result = await save(other.token, [{ prod_id: holi.id, unit: 100, cart_size: 'M' }]);
      expect(result.status).toBe(400);
      expect(result.body.field).toBe('0.unit');
    });

    it('saves all lines or none', async () => {
      const before = await cartRows(other.email);
      const result = await save(other.token, [
        { prod_id: holi.id, unit: 1, cart_size: 'S' },
        { prod_id: holi.id, unit: 1, cart_size: 'L' },
      ]);
      expect(result.status).toBe(409);
      expect(await cartRows(other.email)).toEqual(before);
    });

    it('answers 404 for an unknown or inactive product and drops lines of a product gone inactive', async () => {
      const unknown = await save(other.token, [{ prod_id: 999_999, unit: 1, cart_size: '' }]);
      expect(unknown.status).toBe(404);
      expect(unknown.body.field).toBe('0.prod_id');
      const extra = await pickProduct(platform, { sized: false, delivery: false });
      await setStock(platform, extra.id, '', 10);
      expect((await save(other.token, [{ prod_id: extra.id, unit: 1, cart_size: '' }])).status).toBe(200);
      await platform.context.db.execute(sql`update products set is_active = false where id = ${extra.id}`);
      try {
        const fetched = await fetchCart(other.token);
        expect(fetched.body.data.map((l: { id: number }) => l.id)).not.toContain(extra.id);
        expect((await save(other.token, [{ prod_id: extra.id, unit: 2, cart_size: '' }])).status).toBe(404);
      } finally {
        await platform.context.db.execute(sql`update products set is_active = true where id = ${extra.id}`);
      }
      const back = await fetchCart(other.token);
      expect(back.body.data.map((l: { id: number }) => l.id)).toContain(extra.id);
    });

    it('records a chosen colour and refuses one the product does not come in', async () => {
      const result = await save(other.token, [{ prod_id: plain.id, unit: 1, cart_size: '', color: 'Ultraviolet' }]);
      expect(result.status).toBe(400);
      expect(result.body.field).toBe('0.color');
      const [product] = await rows<{ color: string }>(platform, sql`select color from products where id = ${plain.id}`);
      const ok = await save(other.token, [{ prod_id: plain.id, unit: 1, cart_size: '', color: product!.color.toUpperCase() }]);
      expect(ok.body.data.find((l: { id: number }) => l.id === plain.id).color).toBe(product!.color);
    });

    it('refuses a cart of more than 200 lines', async () => {
      const shopper = await registerShopper(platform);
      await platform.context.db.execute(sql`
        insert into cart_lines (reseller_id, customer_id, product_id, size, units)
        select c.reseller_id, c.id, s.product_id, s.size_desc, 1
        from customers c, product_sizes s where c.id = ${shopper.customerId} and s.product_id <> ${holi.id}
        order by s.id limit 200`);
      const result = await save(shopper.token, [{ prod_id: holi.id, unit: 1, cart_size: 'S' }]);
      expect(result.status).toBe(409);
      expect(result.body.message).toBe('Your cart can hold at most 200 lines. Please remove some first.');
      const tooMany = await save(
        shopper.token,
        Array.from({ length: 201 }, () => ({ prod_id: holi.id, unit: 1, cart_size: 'S' })),
      );
      expect(tooMany.status).toBe(400);
    });

    it.each([
      [
        'a body that is not JSON',
        { body: '[{"prod_id": 1,', headers: { 'content-type': 'application/json' } },
        undefined,
        'The request body must be valid JSON.',
      ],
      ['an object instead of a list', { json: { prod_id: 1, unit: 1 } }, undefined, undefined],
      ['a prod_id that is not a number', { json: [{ prod_id: 'abc', unit: 1, cart_size: '' }] }, '0.prod_id', undefined],
      ['a missing unit', { json: [{ prod_id: 1, cart_size: '' }] }, '0.unit', undefined],
      ['a 2 MB size', { json: [{ prod_id: 1, unit: 1, cart_size: 'x'.repeat(2 * 1024 * 1024) }] }, '0.cart_size', undefined],
    ] as const)('answers 400 for %s', async (_label, request, field, message) => {
      const result = await platform.call('POST', '/api/Add_to_cart1', { token: other.token, ...request });
      expect(result.status).toBe(400);
      expect(result.body.status).toBe('false');
      if (field) expect(result.body.field).toBe(field);
      if (message) expect(result.body.message).toBe(message);
    });
  });

  describe('privacy', () => {
    it("never shows or changes another shopper's cart, even with their token in the body", async () => {
      const priyaBefore = await cartRows(SHOPPER1.email);
      expect(priyaBefore.length).toBeGreaterThan(0);
      const shopper = await registerShopper(platform);
      const result = await platform.call('POST', '/api/Add_to_cart1', { token: shopper.token, json: [{ user_token: priya }] });
      expect(result.body.data).toEqual([]);
      await platform.call('POST', '/api/Delete_From_cart', { token: shopper.token, json: { prod_id: plain.id, user_token: priya } });
      await save(shopper.token, [{ prod_id: plain.id, unit: 0, cart_size: '' }]);
      expect(await cartRows(SHOPPER1.email)).toEqual(priyaBefore);
    });

    it("keeps each shop's carts apart", async () => {
      const arjunCart = await fetchCart(arjun, SHOP2);
      expect(arjunCart.body.data.map((l: { id: number; cart_size: string }) => [l.id, l.cart_size])).toEqual([[holi.id, 'S']]);
      const arjunBefore = await cartRows(SHOPPER2.email);
      expect((await platform.call('POST', '/api/Delete_From_cart', { host: SHOP1, token: priya, json: { prod_id: holi.id } })).status).toBe(200);
      expect(await cartRows(SHOPPER2.email)).toEqual(arjunBefore);
    });
  });

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
