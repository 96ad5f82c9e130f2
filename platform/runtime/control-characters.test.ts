import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressForm as address, rows } from '../testing/order-test-kit';
import { createTestPlatform, OWNER1, SHOPPER1, type TestPlatform } from '../testing/test-platform';

/** A NUL (U+0000) in any text of any call is a 400 naming the field: PostgreSQL would refuse it with a 500. */
describe('control characters in requests', () => {
  let platform: TestPlatform;
  let priya: string;
  let owner: string;
  const refusal = (field: string) => ({ status: 'false', message: `${field}: must not contain control characters`, field });

  beforeAll(async () => {
    platform = await createTestPlatform();
    priya = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
  });
  afterAll(() => platform.close());

  it('refuses them in /token in OAuth’s terms', async () => {
    const result = await platform.call('POST', '/token', { form: { username: 'priya\u0000@example.com', password: 'x', grant_type: 'password' } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      error: 'invalid_request',
      error_description: 'The username parameter is invalid: must not contain control characters.',
    });
  });

  it('refuses them in a registration, and no account is made', async () => {
    const json = { firstname: 'Ro\u0000han', lastname: 'Das', email: 'rohan.nul@example.com', mobileno: '9000012399', password: 'Rohan@2024' };
    const result = await platform.call('POST', '/api/insert_customer', { json });
    expect(result.status).toBe(400);
    expect(result.body).toEqual(refusal('firstname'));
    expect(await rows(platform, sql`select id from customers where email = 'rohan.nul@example.com'`)).toEqual([]);
  });

  it('refuses them in an address (any C0 control or DEL), and keeps tabs and line breaks', async () => {
    const count = async () => (await platform.call('GET', '/api/Get_AllAddress', { token: priya })).body.data.length as number;
    const before = await count();
    for (const address1 of ['Flat 5\u0000', 'Flat 5\u0001', 'Flat 5\u007f']) {
      const result = await platform.call('POST', '/api/insert_Customer_add', { token: priya, json: address({ address1 }) });
      expect(result.status).toBe(400);
      expect(result.body).toEqual(refusal('address1'));
    }
    expect(await count()).toBe(before);
    const kept = await platform.call('POST', '/api/insert_Customer_add', { token: priya, json: address({ address2: 'MG Road,\tnear\nthe park' }) });
    expect(kept.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('refuses them in a cart line’s size', async () => {
    const result = await platform.call('POST', '/api/Add_to_cart1', { token: priya, json: [{ prod_id: 1, unit: 1, cart_size: 'M\u0000' }] });
    expect(result.status).toBe(400);
    expect(result.body).toEqual(refusal('0.cart_size'));
  });

  it('refuses them in an order number of the query string', async () => {
    for (const path of ['/api/Get_Order', '/api/Get_OrderTracking']) {
      const result = await platform.call('GET', `${path}?order_id=OD%00123`, { token: priya });
      expect(result.status).toBe(400);
      expect(result.body).toEqual(refusal('order_id'));
    }
  });

  it('refuses them in the console’s fields', async () => {
    const invite = await platform.call('POST', '/api/console/team/invite', { token: owner, json: { email: 'new@example.com', name: 'New\u0000' } });
    expect(invite.status).toBe(400);
    expect(invite.body).toEqual(refusal('name'));
    const order = await platform.call('GET', '/api/console/orders/detail?number=OD%00123', { token: owner });
    expect(order.status).toBe(400);
    expect(order.body).toEqual(refusal('number'));
  });
});
