import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, OWNER2, SHOP2, SHOPPER1, type TestPlatform } from '../../testing/test-platform';
import { pickProduct, registerShopper, rupeesAt, setStock, type TestProduct } from '../../testing/order-test-kit';
import { offersKit } from '../../testing/offers-test-kit';

/** The console's coupons and automatic offers: create, edit, pause, delete or archive, the figures per coupon. */
describe('the console’s coupons', () => {
  let platform: TestPlatform;
  let kit: ReturnType<typeof offersKit>;
  let product: TestProduct;
  let price: number;

  beforeAll(async () => {
    platform = await createTestPlatform();
    kit = offersKit(platform);
    product = await pickProduct(platform, { sized: false, delivery: false });
    price = rupeesAt(product.basePaise, 0);
    await setStock(platform, product.id, '', 100);
  }, 120_000);
  afterAll(() => platform.close());

  const save = (json: Record<string, unknown>) => kit.consoleCall('/api/console/coupons/save', json);
  const list = async () => (await kit.consoleCall('/api/console/coupons')).body;

  it('lists the demo coupons, the automatic offer and the online discount', async () => {
    const body = await list();
    expect(body.onlineDiscountPercent).toBe(10);
    expect(body.offers).toEqual([
      {
        id: expect.any(Number),
        kind: 'SPEND_FLAT',
        minItems: 0,
        percent: 0,
        minCartRupees: 9999,
        flatRupees: 500,
        status: 'active',
        title: 'Spend ₹9,999: ₹500 off',
      },
    ]);
    const welcome = body.data.find((c: { code: string }) => c.code === 'WELCOME10');
    expect(welcome).toMatchObject({
      kind: 'PERCENT',
      percent: 10,
      capRupees: 200,
      minCartRupees: 499,
      usesPerShopper: 1,
      status: 'active',
      uses: 0,
      orders: 0,
      summary: '10% off up to ₹200 · carts of ₹499+',
    });
  });

  it('creates a coupon with its code in capitals, refuses a second one with the code, edits and pauses it', async () => {
    const created = await save({ code: 'diwali25', kind: 'FLAT', flatRupees: 5, minCartRupees: 100, totalUses: 20, usesPerShopper: 2 });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'true',
      message: 'Coupon saved.',
      data: { code: 'DIWALI25', kind: 'FLAT', flatRupees: 5, totalUses: 20, usesPerShopper: 2 },
    });
    const id = created.body.data.id as number;
    expect((await save({ code: 'Diwali25', kind: 'PERCENT', percent: 5 })).body).toEqual({
      status: 'false',
      message: 'This shop already has a coupon with this code.',
      field: 'code',
    });
    const edited = await save({ id, code: 'DIWALI25', kind: 'PERCENT', percent: 5, capRupees: 50, endsOn: '2099-12-31' });
    expect(edited.body.data).toMatchObject({ percent: 5, capRupees: 50, endsOn: '2099-12-31', summary: '5% off up to ₹50' });
    const paused = await kit.consoleCall('/api/console/coupons/status', { id, status: 'paused' });
    expect(paused.body).toMatchObject({ message: 'DIWALI25 is paused.', data: { status: 'paused' } });
    expect((await kit.price([{ product, unit: 1 }], 'DIWALI25')).body.coupon.message).toBe('This coupon code is not valid.');
    expect((await kit.consoleCall('/api/console/coupons/status', { id, status: 'active' })).body.message).toBe('DIWALI25 is active again.');
  });

  it('refuses what does not make sense, naming the field', async () => {
    const refused = async (json: Record<string, unknown>) => {
      const result = await save({ code: 'BAD1', ...json });
      expect(result.status).toBe(400);
      return [result.body.field, result.body.message];
    };
    expect(await refused({ code: 'no spaces', kind: 'PERCENT', percent: 5 })).toEqual(['code', 'Use 1 to 20 letters and digits for the code.']);
    expect(await refused({ kind: 'PERCENT', percent: 0 })).toEqual(['percent', 'The percent off must be from 1 to 90.']);
    expect(await refused({ kind: 'FLAT', flatRupees: 0 })).toEqual(['flatRupees', 'The amount off must be at least ₹1.']);
    expect(await refused({ kind: 'FREE_DELIVERY', startsOn: '2026-12-10', endsOn: '2026-12-01' })).toEqual([
      'endsOn',
      'The last day cannot be before the first day.',
    ]);
  });

  it('refuses a coupon that would always sell below the supplier’s price', async () => {
    // The demo catalogue's supplier prices are 70% of the shop's: no product earns 40% of its price.
    const percent = await save({ code: 'HALF', kind: 'PERCENT', percent: 40 });
    expect(percent.status).toBe(400);
    expect(percent.body.field).toBe('percent');
    expect(percent.body.message).toMatch(
      /^This coupon would sell every product it covers below the supplier's price: you earn at most \d+% of the price on any of them\.$/,
    );
    const flat = await save({ code: 'HUGE', kind: 'FLAT', flatRupees: 900, productIds: [product.id] });
    expect(flat.body.field).toBe('flatRupees');
    expect(flat.body.message).toBe(
      `This coupon would sell every product it covers below the supplier's price: on the smallest cart it accepts you earn at most ₹${Math.floor((price * 100 - Math.round(price * 0.7) * 100) / 100)}.`,
    );
    // With a minimum cart of several units, the same amount fits the margin of that cart.
    const bigCart = await save({ code: 'HUGE', kind: 'FLAT', flatRupees: 900, productIds: [product.id], minCartRupees: price * 20 });
    expect(bigCart.status).toBe(200);
    expect(bigCart.body.data.marginNote).toBe('');
    const noted = await save({ code: 'THIRTY1', kind: 'PERCENT', percent: 31 });
    expect(noted.status).toBe(200);
    expect(noted.body.data.marginNote).toBe("Capped at your margin on items that sell close to the supplier's price");
  });

  it('counts uses, orders, revenue and savings; deletes an unused coupon and archives a used one', async () => {
    const created = await save({ code: 'STATS1', kind: 'FLAT', flatRupees: 10 });
    const id = created.body.data.id as number;
    const buyer = await registerShopper(platform);
    const placed = await kit.place(buyer, [{ product, quantity: 2 }], 'stats1');
    expect(placed.status).toBe(200);
    const row = (await list()).data.find((c: { id: number }) => c.id === id);
    expect(row).toMatchObject({ uses: 1, orders: 1, revenueRupees: 2 * price - 10, savedRupees: 10 });
    const archived = await kit.consoleCall('/api/console/coupons/delete', { id });
    expect(archived.body).toEqual({ status: 'true', message: 'Coupon archived: its 1 order keeps it.', archived: true });
    expect((await list()).data.find((c: { id: number }) => c.id === id)).toMatchObject({ status: 'archived', orders: 1 });
    expect((await kit.price([{ product, unit: 1 }], 'STATS1')).body.coupon.message).toBe('This coupon code is not valid.');
    // Its code is free again.
    const again = await save({ code: 'STATS1', kind: 'FLAT', flatRupees: 10 });
    expect(again.status).toBe(200);
    const deleted = await kit.consoleCall('/api/console/coupons/delete', { id: again.body.data.id });
    expect(deleted.body).toEqual({ status: 'true', message: 'Coupon deleted.', archived: false });
    expect((await kit.consoleCall('/api/console/coupons/delete', { id: again.body.data.id })).status).toBe(404);
  });

  it('keeps at most 3 automatic offers active', async () => {
    const made: number[] = [];
    for (const minItems of [4, 5]) {
      const r = await kit.consoleCall('/api/console/offers/save', { kind: 'ITEMS_PERCENT', minItems, percent: 5 });
      expect(r.body.data.title).toBe(`Buy ${minItems} or more: 5% off`);
      made.push(r.body.data.id);
    }
    const fourth = await kit.consoleCall('/api/console/offers/save', { kind: 'SPEND_FLAT', minCartRupees: 2000, flatRupees: 100 });
    expect(fourth.body).toEqual({
      status: 'false',
      message: 'At most 3 automatic offers can be active at a time: pause one first.',
      field: 'status',
    });
    const paused = await kit.consoleCall('/api/console/offers/save', { kind: 'SPEND_FLAT', minCartRupees: 2000, flatRupees: 100, status: 'paused' });
    expect(paused.body.data).toMatchObject({ status: 'paused', title: 'Spend ₹2,000: ₹100 off' });
    expect((await kit.consoleCall('/api/console/offers/status', { id: paused.body.data.id, status: 'active' })).status).toBe(400);
    expect((await kit.consoleCall('/api/console/offers/status', { id: made[0], status: 'paused' })).body.message).toBe('Offer paused.');
    expect((await kit.consoleCall('/api/console/offers/delete', { id: made[1] })).body.message).toBe('Offer deleted.');
    expect((await kit.consoleCall('/api/console/offers/save', { kind: 'SPEND_FLAT', minCartRupees: 100, flatRupees: 100 })).body.field).toBe(
      'flatRupees',
    );
  });

  it('is the shop’s own: a shopper is refused, and another shop sees its own coupons', async () => {
    const shopper = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    expect((await platform.call('GET', '/api/console/coupons', { token: shopper })).status).toBe(401);
    const other = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
    const theirs = await platform.call('GET', '/api/console/coupons', { host: SHOP2, token: other });
    expect(theirs.body.data.map((c: { code: string }) => c.code).sort()).toEqual(['FLAT100', 'WELCOME10']);
  });
});
