import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, SHOP2, SHOPPER2, type TestPlatform } from '../../testing/test-platform';
import {
  addressOf,
  codCaptcha,
  pickProduct,
  registerShopper,
  rows,
  setStock,
  stockOf,
  type CaptchaFields,
  type TestProduct,
  type TestShopper,
} from '../../testing/order-test-kit';

const INVALID_CAPTCHA = { status: 'false', message: 'Invalid Captcha. Please try again.', field: 'captcha_code' };
const DENIED = { Message: 'Authorization has been denied for this request.' };

describe('the COD captcha, checked by the platform', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let product: TestProduct;

  const body = (captcha: Partial<CaptchaFields>, s: TestShopper = shopper, paymentmode = 'COD') => ({
    addressid: s.addressId,
    coupan_Code: '',
    paymentmode,
    orders: [{ asinid: product.id, quantity: 1, productcode: product.asin }],
    ...captcha,
  });
  const place = (json: unknown, options: { token?: string; host?: string; key?: string } = {}) =>
    platform.call('POST', '/api/insert_Customer_Order', {
      token: options.token ?? shopper.token,
      host: options.host,
      json,
      headers: options.key ? { 'Idempotency-Key': options.key } : undefined,
    });
  const orderCount = async () => (await rows<{ n: number }>(platform, sql`select count(*)::int as n from orders`))[0]!.n;
  const wrong = (code: string) => String(((Number(code) - 1000 + 1) % 9000) + 1000);

  beforeAll(async () => {
    platform = await createTestPlatform();
    shopper = await registerShopper(platform);
    product = await pickProduct(platform, { sized: false, delivery: false });
    await setStock(platform, product.id, '', 100);
  });
  afterAll(() => platform.close());

  it('issues a fresh 4-digit code for 10 minutes to a signed-in shopper, and to nobody else', async () => {
    const first = await platform.call('POST', '/api/New_Captcha', { token: shopper.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: 'true',
      data: [{ captcha_id: expect.any(String), code: expect.stringMatching(/^[1-9][0-9]{3}$/), expires_in: 600 }],
    });
    const second = await platform.call('POST', '/api/New_Captcha', { token: shopper.token });
    expect(second.body.data[0].captcha_id).not.toBe(first.body.data[0].captcha_id);
    expect(await platform.call('POST', '/api/New_Captcha', {})).toMatchObject({ status: 401, body: DENIED });
    expect(await platform.call('POST', '/api/New_Captcha', { token: 'forged' })).toMatchObject({ status: 401, body: DENIED });
  });

  it('refuses a COD order with half a captcha, a wrong code or an unknown id, creating nothing', async () => {
    const before = await orderCount();
    const stock = await stockOf(platform, product.id, '');
    const issued = await codCaptcha(platform, shopper.token);
    for (const captcha of [
      { captcha_id: issued.captcha_id },
      { captcha_code: issued.captcha_code },
      { captcha_id: issued.captcha_id, captcha_code: '' },
      { captcha_id: issued.captcha_id, captcha_code: wrong(issued.captcha_code) },
      { captcha_id: 'no-such-captcha', captcha_code: issued.captcha_code },
    ]) {
      const result = await place(body(captcha));
      expect(result.status, JSON.stringify(captcha)).toBe(400);
      expect(result.body).toEqual(INVALID_CAPTCHA);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(platform, product.id, '')).toBe(stock);
    // None of those refusals spent it.
    expect((await place(body(issued))).status).toBe(200);
  });

  it("accepts a COD order without captcha fields, as the spec's wire sends it (issue 27)", async () => {
    const result = await place(body({}));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data).toMatchObject({ paymentmode: 'COD', confirmation: 'none' });
  });

  it('places the order with the right code, which then cannot be used again', async () => {
    const captcha = await codCaptcha(platform, shopper.token);
    const placed = await place(body({ ...captcha, captcha_code: ` ${captcha.captcha_code} ` }));
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ paymentmode: 'COD', CoOrderID: expect.stringMatching(/^OD/) });
    const again = await place(body(captcha));
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_CAPTCHA);
  });

  it('answers an idempotent retry of the same order with the first one, though its code is spent', async () => {
    const before = await orderCount();
    const json = body(await codCaptcha(platform, shopper.token));
    const first = await place(json, { key: 'cod-retry-1' });
    const retry = await place(json, { key: 'cod-retry-1' });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await orderCount()).toBe(before + 1);
    // The same code with a new attempt is a new order, and is refused.
    expect((await place(json, { key: 'cod-retry-2' })).body).toEqual(INVALID_CAPTCHA);
  });

  it('refuses a code issued by another shop', async () => {
    const arjun = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
    const arjunAddress = await addressOf(platform, SHOPPER2.email);
    const theirs = await codCaptcha(platform, arjun, SHOP2);
    expect((await place(body(theirs))).body).toEqual(INVALID_CAPTCHA);
    // …and one of this shop in the other: each code belongs to the shop that issued it.
    const ours = await codCaptcha(platform, shopper.token);
    const there = await place({ ...body(ours), addressid: arjunAddress }, { token: arjun, host: SHOP2 });
    expect(there.body).toEqual(INVALID_CAPTCHA);
    expect((await place({ ...body(theirs), addressid: arjunAddress }, { token: arjun, host: SHOP2 })).status).toBe(200);
  });

  it('refuses an expired code, and forgets expired codes when issuing new ones', async () => {
    const captcha = await codCaptcha(platform, shopper.token);
    await platform.context.db.execute(sql`update captcha_challenges set expires_at = now() - interval '1 second' where id = ${captcha.captcha_id}`);
    expect((await place(body(captcha))).body).toEqual(INVALID_CAPTCHA);
    await codCaptcha(platform, shopper.token);
    expect(await rows(platform, sql`select id from captcha_challenges where id = ${captcha.captcha_id}`)).toEqual([]);
    expect(await rows(platform, sql`select id from captcha_challenges where expires_at <= now()`)).toEqual([]);
  });

  it('keeps the code when the order fails for another reason (stock), so the shopper can try again', async () => {
    const captcha = await codCaptcha(platform, shopper.token);
    await setStock(platform, product.id, '', 0);
    expect((await place(body(captcha))).status).toBe(409);
    await setStock(platform, product.id, '', 100);
    expect((await place(body(captcha))).status).toBe(200);
  });

  it('sells one order per code when the same code is sent twice at once under different keys', async () => {
    const before = await orderCount();
    const json = body(await codCaptcha(platform, shopper.token));
    const results = await Promise.all([place(json, { key: 'tab-a' }), place(json, { key: 'tab-b' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body).toEqual(INVALID_CAPTCHA);
    expect(await orderCount()).toBe(before + 1);
  });

  it('does not ask an ONLINE order for a captcha', async () => {
    const online = await place(body({}, shopper, 'ONLINE'));
    expect(online.status).toBe(200);
    expect(online.body.data.paymentmode).toBe('ONLINE');
  });
});
