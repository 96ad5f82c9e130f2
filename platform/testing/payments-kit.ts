import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestPlatform, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from './test-platform';
import { pickProduct, registerShopper, rows, setStock, type TestProduct, type TestShopper } from './order-test-kit';

/** Setup and calls the online payment tests share: a shopper paying for one product online. */

export interface Placed {
  CoOrderID: string;
  ORDERID: string;
  amount: number;
}

export interface PaymentsKit {
  platform: TestPlatform;
  shopper: TestShopper;
  /** The demo shoppers of shop 1 and shop 2, signed in. */
  priya: string;
  arjun: string;
  /** An unsized product without a delivery charge, 80 in stock. */
  product: TestProduct;
}

export async function setUpPayments(): Promise<PaymentsKit> {
  const platform = await createTestPlatform();
  const kit = {
    platform,
    shopper: await registerShopper(platform),
    priya: await platform.signIn(SHOPPER1.email, SHOPPER1.password),
    arjun: await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2),
    product: await pickProduct(platform, { sized: false, delivery: false }),
  };
  await setStock(platform, kit.product.id, '', 80);
  return kit;
}

/** The calls the payment tests make, as the shopper `current` answers once it is set up. */
export function paymentCalls(current: () => { platform: TestPlatform; shopper: TestShopper; product: TestProduct }) {
  const placeOnline = async (s: TestShopper = current().shopper): Promise<Placed> => {
    const result = await current().platform.call('POST', '/api/insert_Customer_Order', {
      token: s.token,
      json: {
        addressid: s.addressId,
        coupan_Code: '',
        paymentmode: 'ONLINE',
        orders: [{ asinid: current().product.id, quantity: 1, productcode: current().product.asin }],
      },
    });
    expect(result.status).toBe(200);
    return result.body.data as Placed;
  };
  const pay = (order_id: string, outcome: string) =>
    current().platform.call('POST', '/api/test_gateway/pay', { host: 'payments.example', json: { order_id, outcome } });
  const finalise = (token: string, json: unknown, host?: string) => current().platform.call('POST', '/api/order_final', { token, json, host });
  const orderState = async (number: string) =>
    (
      await rows<{ payment_status: string; razorpay_payment_id: string | null; paid_at: Date | null; statuses: string[]; events: string[] }>(
        current().platform,
        sql`select o.payment_status, o.razorpay_payment_id, o.paid_at,
                   (select array_agg(status order by id) from order_lines where order_id = o.id) as statuses,
                   (select array_agg(status order by id) from order_events where order_id = o.id) as events
            from orders o where o.number = ${number}`,
      )
    )[0]!;

  return { placeOnline, pay, finalise, orderState };
}
