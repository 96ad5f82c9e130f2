import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineDiscountOf } from '../../cart/contract/totals';
import { indiaDate, indiaMidnight } from '../console-dashboard';
import { createShop } from '../shops';
import {
  pickProduct,
  registerShopper,
  rows,
  rupeesAt,
  setStock,
  withCaptcha,
  type TestProduct,
  type TestShopper,
} from '../../testing/order-test-kit';
import { createTestPlatform, OWNER1, type TestPlatform } from '../../testing/test-platform';

/** A shop of its own (markup 0, no seeded orders), so every figure is the orders this test places. */
const HOST = 'dashboard.localhost';
const OWNER = { email: 'dash-owner@example.com', password: 'Dashboard@2024' };

describe('console: dashboard', () => {
  let platform: TestPlatform;
  let owner: string;
  let shopper: TestShopper;
  let plain: TestProduct;
  let delivered: TestProduct;

  const dashboard = async (token = owner) => platform.call('GET', '/api/console/dashboard', { host: HOST, token });
  const place = async (paymentmode: 'COD' | 'ONLINE', lines: { product: TestProduct; quantity: number }[]) => {
    const json = {
      addressid: shopper.addressId,
      coupan_Code: '',
      paymentmode,
      orders: lines.map((l) => ({ asinid: l.product.id, quantity: l.quantity, productcode: l.product.asin })),
    };
    const result = await platform.call('POST', '/api/insert_Customer_Order', {
      host: HOST,
      token: shopper.token,
      json: await withCaptcha(platform, shopper.token, json, HOST),
    });
    if (result.status !== 200) throw new Error(JSON.stringify(result.body));
    return result.body.data as { CoOrderID: string; ORDERID?: string };
  };
  const lineIds = async (number: string) =>
    (
      await rows<{ id: number }>(
        platform,
        sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${number} order by l.id`,
      )
    ).map((row) => row.id);
  const cancel = async (lineId: number) => {
    const result = await platform.call('POST', '/api/Cancel_Order_Item', {
      host: HOST,
      token: shopper.token,
      json: { order_item_id: lineId, reason: 'Ordered By Mistake', comment: 'Not needed any more.' },
    });
    if (result.status !== 200) throw new Error(JSON.stringify(result.body));
  };
  const placedDaysAgo = (number: string, days: number) =>
    platform.context.db.execute(sql`update orders set created_at = now() - ${sql.raw(`interval '${days} days'`)} where number = ${number}`);

  beforeAll(async () => {
    platform = await createTestPlatform();
    await createShop({ db: platform.database.db, changes: platform.context.changes }, { hosts: [HOST], name: 'Dash Mart', owner: OWNER });
    owner = await platform.consoleSignIn(OWNER.email, OWNER.password, HOST);
    shopper = await registerShopper(platform, HOST);
    plain = await pickProduct(platform, { sized: false, delivery: false });
    delivered = await pickProduct(platform, { sized: false, delivery: true });
    await setStock(platform, plain.id, '', 100);
    await setStock(platform, delivered.id, '', 100);
  });
  afterAll(() => platform.close());

  it('answers zeros for a shop without orders, with the last 7 India days, today last', async () => {
    const result = await dashboard();
    expect(result.status).toBe(200);
    const zero = { orders: 0, revenue: 0, averageOrder: 0, codOrders: 0, onlineOrders: 0, codRevenue: 0, onlineRevenue: 0 };
    expect(result.body).toMatchObject({ status: 'true', today: zero, lastDays: zero, waitingToShip: 0, lowStockThreshold: 5 });
    expect(result.body.days).toHaveLength(7);
    expect(result.body.days.at(-1).date).toBe(indiaDate(new Date()));
    expect(result.body.days[0].date).toBe(indiaDate(indiaMidnight(new Date(), 6)));
  });

  it('counts cash and paid online orders less their cancelled items; unpaid and fully cancelled orders do not count', async () => {
    const price = rupeesAt(plain.basePaise, 0);
    const deliveredPrice = rupeesAt(delivered.basePaise, 0);
    const delivery = delivered.deliveryPaise / 100;

    // A: cash, 2 units → 2 × price.
    await place('COD', [{ product: plain, quantity: 2 }]);
    // B: online and paid → price less the 10% online discount.
    const online = await place('ONLINE', [{ product: plain, quantity: 1 }]);
    const paid = await platform.call('POST', '/api/test_gateway/pay', {
      host: 'payments.example',
      json: { order_id: online.ORDERID, outcome: 'success' },
    });
    expect((await platform.call('POST', '/api/order_final', { host: HOST, token: shopper.token, json: paid.body })).status).toBe(200);
    // C: online, never paid: does not count.
    await place('ONLINE', [{ product: plain, quantity: 1 }]);
    // D: cash, two items, the one with delivery cancelled → price only.
    const partly = await place('COD', [
      { product: plain, quantity: 1 },
      { product: delivered, quantity: 1 },
    ]);
    await cancel((await lineIds(partly.CoOrderID))[1]!);
    // E: cash, cancelled whole: does not count.
    const cancelled = await place('COD', [{ product: plain, quantity: 1 }]);
    await cancel((await lineIds(cancelled.CoOrderID))[0]!);
    // F: cash, three days ago: in the last 7 days, not today. G: eight days ago: in neither.
    await placedDaysAgo((await place('COD', [{ product: delivered, quantity: 1 }])).CoOrderID, 3);
    await placedDaysAgo((await place('COD', [{ product: plain, quantity: 3 }])).CoOrderID, 8);

    const onlineTotal = price - onlineDiscountOf(price);
    const todayCod = 2 * price + price;
    const today = {
      orders: 3,
      revenue: todayCod + onlineTotal,
      averageOrder: Math.round((todayCod + onlineTotal) / 3),
      codOrders: 2,
      onlineOrders: 1,
      codRevenue: todayCod,
      onlineRevenue: onlineTotal,
    };
    const older = deliveredPrice + delivery;
    const result = (await dashboard()).body;
    expect(result.today).toEqual(today);
    expect(result.lastDays).toEqual({
      orders: 4,
      revenue: today.revenue + older,
      averageOrder: Math.round((today.revenue + older) / 4),
      codOrders: 3,
      onlineOrders: 1,
      codRevenue: todayCod + older,
      onlineRevenue: onlineTotal,
    });
    expect(result.days.map((day: { orders: number; revenue: number }) => [day.orders, day.revenue])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [1, older],
      [0, 0],
      [0, 0],
      [3, today.revenue],
    ]);
    // A, B, D, F and G have confirmed items not shipped yet; C awaits payment and E is cancelled.
    expect(result.waitingToShip).toBe(5);
  });

  it('lists sizes at or below the shop’s threshold, lowest first, without the products the shop hides', async () => {
    await setStock(platform, plain.id, '', 0);
    await setStock(platform, delivered.id, '', 0);
    const [shop] = await rows<{ id: number }>(platform, sql`select reseller_id as id from reseller_hosts where host = ${HOST}`);
    await platform.context.db.execute(
      sql`insert into reseller_product_settings (reseller_id, product_id, hidden) values (${shop!.id}, ${delivered.id}, true)`,
    );
    const { lowStock, lowStockThreshold } = (await dashboard()).body as { lowStock: { asin: string; stock: number }[]; lowStockThreshold: number };
    expect(lowStock.length).toBeGreaterThan(0);
    expect(lowStock.length).toBeLessThanOrEqual(10);
    expect(lowStock.every((size) => size.stock <= lowStockThreshold)).toBe(true);
    expect(lowStock.map((size) => size.stock)).toEqual([...lowStock.map((size) => size.stock)].sort((a, b) => a - b));
    expect(lowStock.some((size) => size.asin === delivered.asin)).toBe(false);
    const zeros = await rows<{ n: number }>(
      platform,
      sql`select count(*)::int as n from product_sizes s join products p on p.id = s.product_id where p.is_active and s.stock = 0`,
    );
    if (zeros[0]!.n <= 10) expect(lowStock).toContainEqual(expect.objectContaining({ asin: plain.asin, stock: 0 }));

    const setLevel = (threshold: unknown, token = owner) =>
      platform.call('POST', '/api/console/dashboard/low_stock', { host: HOST, token, json: { threshold } });
    for (const bad of [-1, 2.5, 'many', 1001]) {
      expect(await setLevel(bad), String(bad)).toMatchObject({
        status: 400,
        body: { status: 'false', message: 'The low-stock level must be a whole number of units from 0 to 1,000.', field: 'threshold' },
      });
    }
    expect((await dashboard()).body.lowStockThreshold).toBe(5);
    expect(await setLevel(0)).toMatchObject({ status: 200, body: { lowStockThreshold: 0, message: 'Low stock is now 0 or fewer units of a size.' } });
    const apna = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    expect((await platform.call('GET', '/api/console/dashboard', { token: apna })).body.lowStockThreshold).toBe(5);
    expect((await setLevel(9, apna)).status).toBe(403);
    const none = (await dashboard()).body;
    expect(none.lowStockThreshold).toBe(0);
    expect(none.lowStock.every((size: { stock: number }) => size.stock === 0)).toBe(true);
  });

  it("shows only the host's shop: the demo owner's dashboard has none of these orders, and it needs a console session", async () => {
    const apna = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    const theirs = await platform.call('GET', '/api/console/dashboard', { token: apna });
    expect(theirs.status).toBe(200);
    expect(theirs.body.today.orders).toBe(0);
    expect((await dashboard(apna)).status).toBe(403);
    expect((await platform.call('GET', '/api/console/dashboard', { host: HOST })).status).toBe(401);
  });
});
