import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_MESSAGE, PINCODE_MESSAGE } from '../contract/addresses';
import { UNAUTHORIZED_MESSAGE } from '../../shared/contract/common';
import { queryRows } from '../../shared/db/database';
import { addresses, customers } from '../tables';
import { orders } from '../../orders/tables';
import { addressForm as form } from '../../testing/order-test-kit';
import { createTestPlatform, SHOP1, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from '../../testing/test-platform';

const NOT_FOUND = { status: 'false', message: 'Address not found.' };

describe('saved addresses', () => {
  let platform: TestPlatform;
  let priya: string;
  let other: string; // a second shopper of the same shop
  let otherCustomerId: number;
  let arjun: string; // the shopper of the other shop

  const list = (token: string, host = SHOP1) => platform.call('GET', '/api/Get_AllAddress', { host, token });
  const insert = (token: string, json: unknown, host = SHOP1) => platform.call('POST', '/api/insert_Customer_add', { host, token, json });
  const update = (token: string, json: unknown, host = SHOP1) => platform.call('POST', '/api/update_Customer_add', { host, token, json });
  const remove = (token: string, json: unknown, host = SHOP1) => platform.call('POST', '/api/delete_Customer_add', { host, token, json });
  const addressRow = async (id: number) => (await platform.database.db.select().from(addresses).where(eq(addresses.id, id)))[0];

  beforeAll(async () => {
    platform = await createTestPlatform();
    priya = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    arjun = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
    const json = { firstname: 'Rohan', lastname: 'Das', email: 'rohan@example.com', mobileno: '9000012345', password: 'Rohan@2024' };
    expect((await platform.call('POST', '/api/insert_customer', { json })).status).toBe(200);
    other = await platform.signIn('rohan@example.com', 'Rohan@2024');
    const [row] = await platform.database.db.select().from(customers).where(eq(customers.email, 'rohan@example.com'));
    otherCustomerId = row!.id;
  });
  afterAll(() => platform.close());

  it('lists the seeded address of the demo shopper in the wire shape', async () => {
    const result = await list(priya);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      status: 'true',
      data: [
        {
          id: expect.any(Number),
          firstname: 'Priya',
          lastname: 'Sharma',
          emailid: 'priya@example.com',
          mobileno: '9876501234',
          pincode: '411045',
          address1: 'Flat 302, Sai Residency',
          address2: 'Baner Road, Baner',
          city: 'Pune',
          district: 'Pune',
          STATENAME: 'Maharashtra',
          country: 'India',
        },
      ],
    });
  });

  it('saves, updates and deletes an address, keeping the oldest first', async () => {
    const saved = await insert(priya, form());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ status: 'true', message: 'Address saved successfully.', data: { id: expect.any(Number) } });
    const id = saved.body.data.id as number;

    const afterInsert = (await list(priya)).body.data;
    expect(afterInsert).toHaveLength(2);
    expect(afterInsert[0].city).toBe('Pune');
    expect(afterInsert[1]).toEqual({
      id,
      firstname: 'Priya',
      lastname: 'Devi Sharma',
      emailid: 'priya@example.com',
      mobileno: '9876501234',
      pincode: '560001',
      address1: 'Flat 5, Lotus Towers',
      address2: 'MG Road',
      city: 'Bengaluru',
      // Left empty by the form: the PIN code directory's.
      district: 'Bengaluru Urban',
      STATENAME: 'Karnataka',
      country: 'India',
    });

    const updated = await update(priya, form({ id: String(id), name: 'Priya', city: 'Mysuru', pincode: '570001' }));
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ status: 'true', message: 'Address updated successfully.', data: { id } });
    expect(await addressRow(id)).toMatchObject({ firstName: 'Priya', lastName: '', city: 'Mysuru', pincode: '570001' });

    const deleted = await remove(priya, { id });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: 'true', message: 'Address deleted successfully.' });
    expect(await addressRow(id)).toBeUndefined();
    expect((await list(priya)).body.data).toHaveLength(1);
  });

  it('refuses invalid fields with the spec messages, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ mobile: '98765' }, 'mobile', MOBILE_MESSAGE],
      [{ mobile: [98765, 43210] }, 'mobile', /mobile/],
      [{ pincode: '5600' }, 'pincode', PINCODE_MESSAGE],
      [{ state: 'Bombay' }, 'state', 'state: must be one of the 36 Indian states and union territories'],
      [{ name: '   ' }, 'name', 'name: is required'],
      [{ city: undefined }, 'city', /city/],
      [{ address1: 'x'.repeat(2 * 1024 * 1024) }, 'address1', /address1/],
    ];
    const before = (await list(priya)).body.data.length;
    for (const [change, field, message] of cases) {
      const result = await insert(priya, form(change));
      expect(result.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(result.body.status).toBe('false');
      expect(result.body.field).toBe(field);
      if (typeof message === 'string') expect(result.body.message).toBe(message);
      else expect(result.body.message).toMatch(message);
    }
    const notJson = await platform.call('POST', '/api/insert_Customer_add', {
      token: priya,
      body: 'name=x',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('The request body must be valid JSON.');
    expect((await list(priya)).body.data).toHaveLength(before);
  });

  it('answers 401 with the legacy body without a valid token', async () => {
    for (const [method, path] of [
      ['GET', '/api/Get_AllAddress'],
      ['POST', '/api/insert_Customer_add'],
      ['POST', '/api/update_Customer_add'],
      ['POST', '/api/delete_Customer_add'],
    ] as const) {
      const result = await platform.call(method, path, { json: method === 'POST' ? form({ id: 1 }) : undefined });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ Message: UNAUTHORIZED_MESSAGE });
    }
    expect((await list(arjun, SHOP1)).status).toBe(401);
  });

  it("never shows, changes or deletes another shopper's address, even by guessing ids", async () => {
    const [priyaAddress] = (await list(priya)).body.data;
    const before = await addressRow(priyaAddress.id);
    const allIds = (await platform.database.db.select({ id: addresses.id }).from(addresses)).map((row) => row.id);
    const maxId = Math.max(...allIds);

    expect((await list(other)).body).toEqual({ status: 'true', data: [] });
    for (let id = 1; id <= maxId + 2; id++) {
      const changed = await update(other, form({ id, name: 'Mallory Intruder', city: 'Nowhere' }));
      expect(changed.status).toBe(404);
      expect(changed.body).toEqual(NOT_FOUND);
      const gone = await remove(other, { id });
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual(NOT_FOUND);
    }

    // The other shop's shopper, on their own shop, aiming at this shop's rows.
    expect((await update(arjun, form({ id: priyaAddress.id, city: 'Nowhere' }), SHOP2)).body).toEqual(NOT_FOUND);
    expect((await remove(arjun, { id: priyaAddress.id }, SHOP2)).body).toEqual(NOT_FOUND);
    expect((await list(arjun, SHOP2)).body.data.map((a: { id: number }) => a.id)).not.toContain(priyaAddress.id);

    expect(await addressRow(priyaAddress.id)).toEqual(before);
    const [counted] = await queryRows<{ count: number }>(platform.database.db, sql`select count(*)::int as count from addresses`);
    expect(counted!.count).toBe(allIds.length);
  });

  it('keeps at most 20 addresses per shopper', async () => {
    for (let i = 0; i < 20; i++) expect((await insert(other, form({ address1: `House ${i}` }))).status).toBe(200);
    const refused = await insert(other, form({ address1: 'House 21' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 'false', message: 'You can save at most 20 addresses. Please delete one first.' });
    const rows = await platform.database.db.select().from(addresses).where(eq(addresses.customerId, otherCustomerId));
    expect(rows).toHaveLength(20);
    expect((await list(other)).body.data.map((a: { address1: string }) => a.address1)).toEqual(Array.from({ length: 20 }, (_, i) => `House ${i}`));
  });

  it('deletes an address that past orders were delivered to; the orders keep their copy', async () => {
    const [seeded] = (await list(priya)).body.data;
    const customerId = (await platform.database.db.select().from(customers).where(eq(customers.email, SHOPPER1.email)))[0]!.id;
    const ordersBefore = await platform.database.db.select().from(orders).where(eq(orders.customerId, customerId));
    expect(ordersBefore.length).toBeGreaterThan(0);

    expect((await remove(priya, { id: seeded.id })).status).toBe(200);
    const ordersAfter = await platform.database.db.select().from(orders).where(eq(orders.customerId, customerId));
    expect(ordersAfter.map((o) => o.address)).toEqual(ordersBefore.map((o) => o.address));
    expect(ordersAfter[0]!.address.address1).toBe('Flat 302, Sai Residency');
  });
});
