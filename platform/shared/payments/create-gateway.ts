import { randomBytes } from 'node:crypto';
import { TEST_GATEWAY_SCRIPT_PATH, RAZORPAY_SCRIPT_URL } from '../../orders/contract/payments';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import { testGatewayOrders } from '../../orders/payment-tables';
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
export function createPaymentGateway(db: Db, config: PlatformConfig, fetchImpl: typeof fetch = fetch): PaymentGateway | null {
  const keys = config.razorpay;
  if (keys) {
    const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
    return {
      kind: 'razorpay',
      keyId: keys.keyId,
      keySecret: keys.keySecret,
      webhookSecret: keys.webhookSecret,
      scriptUrl: RAZORPAY_SCRIPT_URL,
      async createOrder({ amountPaise, receipt, notes }) {
        const response = await fetchImpl('https://api.razorpay.com/v1/orders', {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        if (!response?.ok) throw new Problem(502, 'The payment provider could not be reached. Please try again.');
        const order = (await response.json()) as { id: string; amount: number };
        return { id: order.id, amountPaise: order.amount, currency: 'INR' };
      },
      // https://razorpay.com/docs/api/refunds/create-normal/: a normal-speed refund of part or all of a captured payment.
      async refund(paymentId, amountPaise, notes) {
        const response = await fetchImpl(`https://api.razorpay.com/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, speed: 'normal', notes: razorpayNotes(notes) }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        if (!response) throw new Problem(502, REFUND_UNREACHABLE);
        const refund = (await response.json().catch(() => null)) as {
          id?: string;
          amount?: number;
          status?: string;
          error?: { description?: string };
        } | null;
        if (!response.ok || !refund?.id) {
          throw new Problem(502, `The payment provider refused the refund: ${refund?.error?.description ?? `HTTP ${response.status}`}.`);
        }
        const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
        return { id: refund.id, amountPaise: refund.amount ?? amountPaise, status };
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
    // Moves no money: answers what Razorpay answers for a refund it processed at once. The refunds table keeps the record.
    async refund(paymentId, amountPaise) {
      if (!paymentId.startsWith('pay_') || !Number.isInteger(amountPaise) || amountPaise <= 0) {
        throw new Problem(400, 'The test gateway refunds a payment id (pay_…) by a positive whole number of paise.');
      }
      return { id: `rfnd_${randomBytes(7).toString('hex')}`, amountPaise, status: 'processed' };
    },
  };
}

export const REFUND_UNREACHABLE = 'The payment provider could not be reached for the refund.';

/** Razorpay takes at most 15 notes of at most 256 characters each. */
function razorpayNotes(notes: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(notes)
      .slice(0, 15)
      .map(([key, value]) => [key, value.slice(0, 256)]),
  );
}
