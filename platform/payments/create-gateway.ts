import { randomBytes } from 'node:crypto';
import { TEST_GATEWAY_SCRIPT_PATH, RAZORPAY_SCRIPT_URL } from '../contract/payments';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import { testGatewayOrders } from '../db/schema/payments';
import { Problem } from '../problem';
import type { PaymentGateway } from './gateway';

/** Public values of the offline test gateway: not secret, since it moves no money. */
export const TEST_GATEWAY_KEYS = {
  keyId: 'rzp_test_offline',
  keySecret: 'offline_test_gateway_secret',
  webhookSecret: 'offline_test_webhook_secret',
};

/**
 * Razorpay with RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET set; else, in demo mode, the offline test gateway; else none:
 * online payment is off and the checkout offers cash on delivery only.
 */
export function createPaymentGateway(db: Db, config: PlatformConfig): PaymentGateway | null {
  const keys = config.razorpay;
  if (keys) {
    return {
      kind: 'razorpay',
      keyId: keys.keyId,
      keySecret: keys.keySecret,
      webhookSecret: keys.webhookSecret,
      scriptUrl: RAZORPAY_SCRIPT_URL,
      async createOrder({ amountPaise, receipt, notes }) {
        const response = await fetch('https://api.razorpay.com/v1/orders', {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        if (!response?.ok) throw new Problem(502, 'The payment provider could not be reached. Please try again.');
        const order = (await response.json()) as { id: string; amount: number };
        return { id: order.id, amountPaise: order.amount, currency: 'INR' };
      },
    };
  }
  if (!config.demoMode) return null;
  return {
    kind: 'test',
    ...TEST_GATEWAY_KEYS,
    scriptUrl: TEST_GATEWAY_SCRIPT_PATH,
    async createOrder({ amountPaise, receipt }) {
      const id = `order_${randomBytes(7).toString('hex')}`;
      await db.insert(testGatewayOrders).values({ id, amountPaise, receipt });
      return { id, amountPaise, currency: 'INR' };
    },
  };
}
