import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { toRupees } from '../shared/contract/money';
import { createTestPlatform, SHOP1, type TestPlatform } from './test-platform';
import { pickProduct, productByAsin, registerShopper, rows, setStock, withCaptcha, type TestProduct, type TestShopper } from './order-test-kit';

/** Setup and calls the order-amount tests share: one shopper's orders, read back through every call that answers them. */

interface StoredOrder {
  subtotal_paise: number;
  offer_paise: number;
  delivery_paise: number;
  discount_paise: number;
  cod_fee_paise: number;
  total_paise: number;
  refunded_paise: number;
}

export interface OrderAmountsKit {
  platform: TestPlatform;
  shopper: TestShopper;
  holi: TestProduct;
  /** Unsized products with a delivery charge and without one, 50 of each in stock. */
  charged: TestProduct;
  free: TestProduct;
}

export async function setUpOrderAmounts(): Promise<OrderAmountsKit> {
  const platform = await createTestPlatform();
  const kit = {
    platform,
    shopper: await registerShopper(platform),
    holi: await productByAsin(platform, 'holi-t-shirt'),
    charged: await pickProduct(platform, { sized: false, delivery: true }),
    free: await pickProduct(platform, { sized: false, delivery: false }),
  };
  await setStock(platform, kit.charged.id, '', 50);
  await setStock(platform, kit.free.id, '', 50);
  return kit;
}

/** The calls the order-amount tests make, as the shopper `current` answers once it is set up. */
export function orderAmountCalls(current: () => { platform: TestPlatform; shopper: TestShopper }) {
  const place = async (
    mode: 'COD' | 'ONLINE',
    lines: { product: TestProduct; quantity: number; size?: string }[],
    s: TestShopper = current().shopper,
  ) => {
    const result = await current().platform.call('POST', '/api/insert_Customer_Order', {
      token: s.token,
      json: await withCaptcha(current().platform, s.token, {
        addressid: s.addressId,
        coupan_Code: '',
        paymentmode: mode,
        orders: lines.map((l) => ({ asinid: l.product.id, quantity: l.quantity, productcode: l.product.asin, size: l.size ?? '' })),
      }),
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.data as { CoOrderID: string; ORDERID?: string; amount?: number; amounts: Record<string, number> };
  };
  const getOrder = (number: string, token = current().shopper.token, host = SHOP1) =>
    current().platform.call('GET', `/api/Get_Order?order_id=${encodeURIComponent(number)}`, { token, host });
  const details = async (number: string) =>
    ((await current().platform.call('GET', '/api/Get_OrderDetails', { token: current().shopper.token })).body.data as { CoOrderID: string }[]).filter(
      (l) => l.CoOrderID === number,
    ) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const tracking = async (number: string) =>
    (await current().platform.call('GET', `/api/Get_OrderTracking?order_id=${number}`, { token: current().shopper.token })).body.data;
  const stored = async (number: string) =>
    (
      await rows<StoredOrder>(
        current().platform,
        sql`select subtotal_paise, offer_paise, delivery_paise, discount_paise, cod_fee_paise, total_paise, refunded_paise from orders where number = ${number}`,
      )
    )[0]!;
  const pay = async (gatewayOrder: string) => {
    const paid = await current().platform.call('POST', '/api/test_gateway/pay', { json: { order_id: gatewayOrder, outcome: 'success' } });
    expect((await current().platform.call('POST', '/api/order_final', { token: current().shopper.token, json: paid.body })).status).toBe(200);
  };
  const cancel = (order_item_id: number, quantity?: unknown) =>
    current().platform.call('POST', '/api/Cancel_Order_Item', {
      token: current().shopper.token,
      json: { order_item_id, reason: 'Ordered By Mistake', comment: 'I ordered the wrong thing.', ...(quantity === undefined ? {} : { quantity }) },
    });

  /** Every call that answers the order answers the same figures, and they are the stored ones. */
  async function expectSameEverywhere(number: string) {
    const order = (await getOrder(number)).body.data;
    const lines = await details(number);
    const track = await tracking(number);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.CoOrderAmounts).toEqual(order.amounts);
    expect(track.amounts).toEqual(order.amounts);
    expect(track.CoPaymentStatus).toBe(order.CoPaymentStatus);
    const row = await stored(number);
    expect(order.amounts).toMatchObject({
      items_price: toRupees(row.subtotal_paise + row.offer_paise),
      offer: toRupees(row.offer_paise),
      subtotal: toRupees(row.subtotal_paise),
      delivery: toRupees(row.delivery_paise),
      online_discount: toRupees(row.discount_paise),
      cod_fee: toRupees(row.cod_fee_paise),
      auto_offer: 0,
      auto_offer_label: '',
      coupon: 0,
      coupon_code: '',
      total: toRupees(row.total_paise),
      refunded: toRupees(row.refunded_paise),
    });
    // The lines show how the order's figures were reached, and add up to them.
    const sum = (key: string) => lines.reduce((total, line) => total + (line[key] as number), 0);
    expect(sum('CoItemsPrice')).toBe(order.amounts.items_price);
    expect(sum('CoOfferDiscount')).toBe(order.amounts.offer);
    expect(sum('CoDeliveryCharge')).toBe(order.amounts.delivery);
    expect(sum('CoOnlineDiscount')).toBe(order.amounts.online_discount);
    expect(sum('CoLineAmount')).toBe(order.amounts.total);
    // What is left once the cancelled items are taken off: the lines still ordered.
    const open = lines.filter((line) => line.CoOrderStatus !== 'Cancelled');
    expect(order.amounts.net).toBe(open.reduce((total, line) => total + (line.CoLineAmount as number), 0));
    expect(order.amounts.net).toBe(order.amounts.total - order.amounts.cancelled);
    expect(order.amounts.cancelled_items).toBe(sum('CoQuantity') - open.reduce((n, line) => n + (line.CoQuantity as number), 0));
    for (const line of lines) {
      expect(line.CoItemsPrice).toBe(line.StandardPrice * line.CoQuantity);
      expect(line.CoTotalPrice).toBe(line.CoItemsPrice - line.CoOfferDiscount + line.CoDeliveryCharge);
      expect(line.CoLineAmount).toBe(line.CoTotalPrice - line.CoAutoOfferDiscount - line.CoCouponDiscount - line.CoOnlineDiscount);
    }
    return { order, lines };
  }

  return { place, getOrder, details, tracking, stored, pay, cancel, expectSameEverywhere };
}
