import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestPlatform, OWNER1, OWNER2, SHOP1, SHOP2, SHOPPER1, type TestPlatform } from './test-platform';
import {
  addressOf,
  pickProduct,
  productByAsin,
  registerShopper,
  rows,
  setStock,
  withCaptcha,
  type TestProduct,
  type TestShopper,
} from './order-test-kit';

/** Setup and calls the console's order tests share: Apna Bazaar's owner working on orders a shopper placed. */

export type Placed = { CoOrderID: string; ORDERID?: string; lineIds: number[] };

export interface ConsoleOrdersKit {
  platform: TestPlatform;
  /** Console sessions of Apna Bazaar's owner and of Kesari Mart's. */
  owner: string;
  kesari: string;
  shopper: TestShopper;
  priya: string;
  priyaAddress: number;
  holi: TestProduct;
  /** Two unsized products without a delivery charge; these and HOLI in M have 500 in stock. */
  cheap: TestProduct;
  other: TestProduct;
}

export async function setUpConsoleOrders(): Promise<ConsoleOrdersKit> {
  const platform = await createTestPlatform();
  const kit = {
    platform,
    owner: await platform.consoleSignIn(OWNER1.email, OWNER1.password),
    kesari: await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2),
    shopper: await registerShopper(platform),
    priya: await platform.signIn(SHOPPER1.email, SHOPPER1.password),
    priyaAddress: await addressOf(platform, SHOPPER1.email),
    holi: await productByAsin(platform, 'holi-t-shirt'),
    cheap: await pickProduct(platform, { sized: false, delivery: false }),
    other: await pickProduct(platform, { sized: false, delivery: false, skip: 1 }),
  };
  await setStock(platform, kit.cheap.id, '', 500);
  await setStock(platform, kit.other.id, '', 500);
  await setStock(platform, kit.holi.id, 'M', 500);
  return kit;
}

/** The calls the console's order tests make, as the owner and shopper `current` answers once it is set up. */
export function consoleOrderCalls(current: () => { platform: TestPlatform; owner: string; shopper: TestShopper }) {
  const get = (path: string, query: Record<string, string> = {}, token = current().owner, host = SHOP1) =>
    current().platform.call('GET', `${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`, { host, token });
  const list = (query: Record<string, string> = {}, token = current().owner, host = SHOP1) => get('/api/console/orders', query, token, host);
  const detail = (number: string, token = current().owner, host = SHOP1) => get('/api/console/orders/detail', { number }, token, host);
  const move = (json: Record<string, unknown>, token = current().owner, host = SHOP1) =>
    current().platform.call('POST', '/api/console/orders/status', { host, token, json });
  const cancel = (json: Record<string, unknown>, token = current().owner, host = SHOP1) =>
    current().platform.call('POST', '/api/console/orders/cancel', { host, token, json });
  const mailbox = async (to: string, host = SHOP1) =>
    ((await current().platform.call('GET', '/api/Dev_Mailbox', { host })).body.data as { to: string; subject: string; text: string }[]).filter(
      (m) => m.to === to,
    );

  const place = async (
    token: string,
    addressid: number,
    mode: 'COD' | 'ONLINE',
    lines: { product: TestProduct; quantity: number; size: string }[],
    coupon = '',
  ): Promise<Placed> => {
    const result = await current().platform.call('POST', '/api/insert_Customer_Order', {
      token,
      json: await withCaptcha(current().platform, token, {
        addressid,
        coupan_Code: coupon,
        paymentmode: mode,
        orders: lines.map((l) => ({ asinid: l.product.id, quantity: l.quantity, productcode: l.product.asin, size: l.size })),
      }),
    });
    expect(result.status).toBe(200);
    const ids = await rows<{ id: number }>(
      current().platform,
      sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${result.body.data.CoOrderID} order by l.id`,
    );
    return { ...result.body.data, lineIds: ids.map((l) => l.id) };
  };
  const placeCod = (lines: { product: TestProduct; quantity: number; size: string }[], who = current().shopper, coupon = '') =>
    place(who.token, who.addressId, 'COD', lines, coupon);
  const payOnline = async (token: string, order: Placed) => {
    const paid = await current().platform.call('POST', '/api/test_gateway/pay', { json: { order_id: order.ORDERID, outcome: 'success' } });
    expect((await current().platform.call('POST', '/api/order_final', { token, json: paid.body })).status).toBe(200);
  };
  const lineStatus = async (id: number) =>
    (await rows<{ status: string }>(current().platform, sql`select status from order_lines where id = ${id}`))[0]!.status;

  return { get, list, detail, move, cancel, mailbox, place, placeCod, payOnline, lineStatus };
}
