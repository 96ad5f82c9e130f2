import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRupees } from '../../shared/contract/money';
import { SHOP1, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from '../../testing/test-platform';
import {
  cartCalls,
  pickProduct,
  registerShopper,
  rows,
  SELECT_SIZE,
  setStock,
  setUpCart,
  type TestProduct,
  type TestShopper,
} from '../../testing/order-test-kit';

const DENIED = { Message: 'Authorization has been denied for this request.' };

describe('the server cart', () => {
  let platform: TestPlatform;
  let priya: string;
  let arjun: string;
  let other: TestShopper;
  let holi: TestProduct;
  let plain: TestProduct;
  const { save, fetchCart, cartRows } = cartCalls(() => platform);

  beforeAll(async () => {
    ({ platform, priya, arjun, other, holi, plain } = await setUpCart());
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
});
