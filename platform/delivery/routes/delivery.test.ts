import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, OWNER1, OWNER2, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';
import { pickProduct, registerShopper, rows, setStock, withCaptcha, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { DEFAULT_TRANSIT_DAYS } from '../contract/delivery-messages';
import { promiseFor } from '../delivery-dates';
import { addDays, indiaDay } from '../india-calendar';

const rajasthan = { district: 'Jaipur', state: 'Rajasthan' };
const karnataka = { district: 'Bengaluru Urban', state: 'Karnataka' };
const defaults = { weekdays: [1, 2, 3, 4, 5, 6], cutoff: '14:00', transitDays: DEFAULT_TRANSIT_DAYS };

/** Check_Pincode, the console's delivery settings, the address book's PIN code checks and the date kept with each order. */
describe('delivery dates by PIN code', () => {
  let platform: TestPlatform;
  let product: TestProduct;
  const owners: Record<string, string> = {};

  beforeAll(async () => {
    platform = await createTestPlatform();
    product = await pickProduct(platform, { sized: false, delivery: false });
    await setStock(platform, product.id, '', 100);
    owners[SHOP1] = await platform.consoleSignIn(OWNER1.email, OWNER1.password, SHOP1);
    owners[SHOP2] = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
  }, 120_000);
  afterAll(() => platform.close());

  const check = (json: unknown, host = SHOP1) => platform.call('POST', '/api/Check_Pincode', { host, json });
  const settings = (host: string, json?: unknown) =>
    platform.call(json === undefined ? 'GET' : 'POST', `/api/console/delivery-settings${json === undefined ? '' : '/save'}`, {
      host,
      token: owners[host],
      ...(json === undefined ? {} : { json }),
    });
  const place = (shopper: TestShopper, host = SHOP1, addressid = shopper.addressId) =>
    withCaptcha(
      platform,
      shopper.token,
      { addressid, coupan_Code: '', paymentmode: 'COD', orders: [{ asinid: product.id, quantity: 1, productcode: product.asin, size: '' }] },
      host,
    ).then((json) => platform.call('POST', '/api/insert_Customer_Order', { host, token: shopper.token, json }));

  describe('Check_Pincode', () => {
    it('answers where a PIN code is and by when the shop delivers there', async () => {
      const now = new Date();
      const answer = await check({ pincode: '560001', ASIN: product.asin });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const expected = promiseFor(now, defaults, rajasthan, karnataka)!;
      expect(answer.body).toEqual({
        status: 'true',
        data: {
          pincode: '560001',
          city: 'Bengaluru',
          district: 'Bengaluru Urban',
          state: 'Karnataka',
          deliverable: true,
          cod_available: true,
          delivery_by: expected.delivery_by,
          days: expected.days,
        },
      });
      // Same city as the shop's dispatch PIN code (Jaipur): one courier day.
      const local = await check({ pincode: '302001' });
      expect(local.body.data.delivery_by).toBe(promiseFor(now, defaults, rajasthan, rajasthan)!.delivery_by);
      expect(local.body.data.days).toBeLessThan(expected.days);
    });

    it('refuses a malformed PIN code, an unknown one and an unknown product', async () => {
      for (const pincode of ['12345', '5600011', 'abcdef', '', 560001]) {
        const refused = await check({ pincode });
        expect(refused.status, String(pincode)).toBe(400);
        expect(refused.body).toEqual({ status: 'false', message: 'Zip code must be exactly 6 digits', field: 'pincode' });
      }
      expect((await check({})).status).toBe(400);
      const unknown = await check({ pincode: '999999' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: 'false', message: 'PIN code 999999 does not exist.', field: 'pincode' });
      const noProduct = await check({ pincode: '560001', ASIN: 'no-such-product' });
      expect(noProduct.status).toBe(404);
      expect(noProduct.body).toMatchObject({ status: 'false', message: 'There is no product with the ASIN "no-such-product".' });
    });

    it('says a PIN code the shop does not deliver to is not deliverable, without a date or COD', async () => {
      const andaman = await check({ pincode: '744101' }, SHOP2);
      expect(andaman.status).toBe(200);
      expect(andaman.body.data).toMatchObject({
        state: 'Andaman and Nicobar Islands',
        deliverable: false,
        cod_available: false,
        delivery_by: null,
        days: null,
      });
      // Shop 1 delivers there: the islands are its slowest zone.
      expect((await check({ pincode: '744101' })).body.data).toMatchObject({ deliverable: true, days: expect.any(Number) });
    });
  });

  describe('the console’s delivery settings', () => {
    it('shows each shop its own', async () => {
      const shop2 = await settings(SHOP2);
      expect(shop2.status).toBe(200);
      expect(shop2.body).toEqual({
        status: 'true',
        data: {
          dispatch_pincode: '400001',
          dispatch_weekdays: [1, 2, 3, 4, 5, 6],
          cutoff: '14:00',
          transit_days: DEFAULT_TRANSIT_DAYS,
          undeliverable_pincodes: ['744'],
        },
      });
      expect((await settings(SHOP1)).body.data).toMatchObject({ dispatch_pincode: '302001', undeliverable_pincodes: [] });
      expect((await platform.call('GET', '/api/console/delivery-settings', { host: SHOP1, token: owners[SHOP2] })).status).toBe(403);
    });

    it('refuses a dispatch PIN code that does not exist, bad days, times and lists', async () => {
      const valid = {
        dispatch_pincode: '302001',
        dispatch_weekdays: [1, 2, 3, 4, 5],
        cutoff: '11:30',
        transit_days: DEFAULT_TRANSIT_DAYS,
        undeliverable_pincodes: [],
      };
      const refusal = async (change: Record<string, unknown>) => (await settings(SHOP1, { ...valid, ...change })).body;
      expect(await refusal({ dispatch_pincode: '999999' })).toEqual({
        status: 'false',
        message: 'PIN code 999999 does not exist.',
        field: 'dispatch_pincode',
      });
      expect(await refusal({ dispatch_weekdays: [7] })).toMatchObject({ status: 'false', message: 'Sunday is never a dispatch day.' });
      expect(await refusal({ cutoff: '25:00' })).toMatchObject({ status: 'false', message: 'Enter the cut-off time as HH:MM (24 hours).' });
      expect(await refusal({ transit_days: { ...DEFAULT_TRANSIT_DAYS, rest: 0 } })).toMatchObject({
        status: 'false',
        message: 'Transit days are 1 to 30.',
      });
      expect(await refusal({ undeliverable_pincodes: ['79'] })).toMatchObject({
        status: 'false',
        message: 'Each PIN code is 6 digits (or 3 for a whole area).',
      });
    });

    it('saves them, and Check_Pincode follows at once', async () => {
      const saved = await settings(SHOP1, {
        dispatch_pincode: '302001',
        dispatch_weekdays: [1, 2, 3, 4, 5, 6],
        cutoff: '14:00',
        transit_days: { ...DEFAULT_TRANSIT_DAYS, rest: 9 },
        undeliverable_pincodes: ['799001', '744'],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ status: 'true', message: 'Delivery settings saved.', data: { undeliverable_pincodes: ['799001', '744'] } });
      const now = new Date();
      expect((await check({ pincode: '560001' })).body.data.delivery_by).toBe(
        promiseFor(now, { ...defaults, transitDays: { ...DEFAULT_TRANSIT_DAYS, rest: 9 } }, rajasthan, karnataka)!.delivery_by,
      );
      expect((await check({ pincode: '799001' })).body.data).toMatchObject({ state: 'Tripura', deliverable: false, delivery_by: null });
      // No dispatch PIN code: no date is promised, but the shop still delivers.
      await settings(SHOP1, { dispatch_pincode: '', dispatch_weekdays: [1, 2, 3, 4, 5, 6], cutoff: '14:00', transit_days: DEFAULT_TRANSIT_DAYS });
      expect((await check({ pincode: '560001' })).body.data).toMatchObject({ deliverable: true, delivery_by: null, days: null });
      await settings(SHOP1, {
        dispatch_pincode: '302001',
        dispatch_weekdays: [1, 2, 3, 4, 5, 6],
        cutoff: '14:00',
        transit_days: DEFAULT_TRANSIT_DAYS,
      });
    });
  });

  describe('the address book', () => {
    it('refuses a PIN code that does not exist or lies in another state, and fills an empty district', async () => {
      const shopper = await registerShopper(platform);
      const form = {
        name: 'Test Shopper',
        email: shopper.email,
        mobile: '9876501234',
        address1: '1 MG Road',
        address2: 'Ashok Nagar',
        city: 'Bengaluru',
        district: '',
        pincode: '560001',
        state: 'Karnataka',
      };
      const save = (json: unknown, path = '/api/insert_Customer_add') => platform.call('POST', path, { token: shopper.token, json });
      expect((await save({ ...form, pincode: '999999' })).body).toEqual({
        status: 'false',
        message: 'PIN code 999999 does not exist.',
        field: 'pincode',
      });
      expect((await save({ ...form, state: 'Kerala' })).body).toEqual({
        status: 'false',
        message: 'PIN code 560001 is in Karnataka, not Kerala.',
        field: 'pincode',
      });
      const saved = await save(form);
      expect(saved.status).toBe(200);
      const [row] = await rows<{ district: string }>(platform, sql`select district from addresses where id = ${saved.body.data.id}`);
      expect(row!.district).toBe('Bengaluru Urban');
      const moved = await save({ ...form, id: saved.body.data.id, pincode: '682001' }, '/api/update_Customer_add');
      expect(moved.body).toEqual({ status: 'false', message: 'PIN code 682001 is in Kerala, not Karnataka.', field: 'pincode' });
    });
  });

  describe('orders', () => {
    it('keep the day promised when they were placed, on the order, its tracking and the console', async () => {
      const shopper = await registerShopper(platform);
      const before = new Date();
      const placed = await place(shopper);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const number = placed.body.data.CoOrderID as string;
      const expected = promiseFor(before, defaults, rajasthan, rajasthan)!.delivery_by;
      const [stored] = await rows<{ delivery_by: string }>(
        platform,
        sql`select delivery_by::text as delivery_by from orders where number = ${number}`,
      );
      expect(stored!.delivery_by).toBe(expected);

      const details = await platform.call('GET', '/api/Get_OrderDetails', { token: shopper.token });
      expect(details.body.data[0]).toMatchObject({ CoOrderID: number, CoDeliveryBy: expected });
      const tracking = await platform.call('GET', `/api/Get_OrderTracking?order_id=${number}`, { token: shopper.token });
      expect(tracking.body.data).toMatchObject({ CoOrderID: number, delivery_by: expected });

      const list = async () =>
        (await platform.call('GET', `/api/console/orders?q=${number}`, { token: owners[SHOP1] })).body.orders[0] as {
          delivery_by: string;
          late: boolean;
        };
      expect(await list()).toMatchObject({ delivery_by: expected, late: false });
      // A promise that has passed, not yet delivered: late; once delivered, no longer.
      await platform.context.db.execute(sql`update orders set delivery_by = ${addDays(indiaDay(new Date()), -1)} where number = ${number}`);
      expect(await list()).toMatchObject({ late: true });
      const detail = await platform.call('GET', `/api/console/orders/detail?number=${number}`, { token: owners[SHOP1] });
      expect(detail.body.order).toMatchObject({ late: true });
      await platform.context.db.execute(
        sql`update order_lines set status = 'Delivered' where order_id = (select id from orders where number = ${number})`,
      );
      expect(await list()).toMatchObject({ late: false });
    });

    it('are refused to a PIN code the shop does not deliver to, whatever the payment', async () => {
      const shopper = await registerShopper(platform, SHOP2);
      const andaman = await platform.call('POST', '/api/insert_Customer_add', {
        host: SHOP2,
        token: shopper.token,
        json: {
          name: 'Test Shopper',
          email: shopper.email,
          mobile: '9876501234',
          address1: 'Aberdeen Bazaar',
          address2: 'Near the jetty',
          city: 'Port Blair',
          pincode: '744101',
          state: 'Andaman and Nicobar Islands',
        },
      });
      expect(andaman.status, JSON.stringify(andaman.body)).toBe(200);
      const refused = await place(shopper, SHOP2, andaman.body.data.id);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ status: 'false', message: 'We do not deliver to PIN code 744101 yet.', field: 'addressid' });
      const fine = await place(shopper, SHOP2);
      expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    });
  });
});
