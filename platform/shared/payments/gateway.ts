import { ONLINE_PAYMENT_UNAVAILABLE_MESSAGE } from '../../shops/contract/shop-settings';
import { Problem } from '../problem';

export interface GatewayOrder {
  /** Razorpay-style order id, order_… */
  id: string;
  amountPaise: number;
  currency: 'INR';
}

/**
 * Razorpay, or the offline test gateway that plays its part in demo mode when no keys are set.
 * Payment results are verified the same way for both: hex(HMAC_SHA256(keySecret, order_id + "|" + payment_id)).
 */
export interface PaymentGateway {
  kind: 'razorpay' | 'test';
  /** Public key id handed to the checkout script. */
  keyId: string;
  /** Secret that signs payment results. */
  keySecret: string;
  /** Secret that signs webhook bodies. */
  webhookSecret: string;
  /** The checkout script the storefront loads. */
  scriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<GatewayOrder>;
  /** Sends part or all of a captured payment back to the shopper; throws a Problem when the gateway refuses or cannot be reached. */
  refund(paymentId: string, amountPaise: number, notes?: Record<string, string>): Promise<GatewayRefund>;
}

export interface GatewayRefund {
  /** Razorpay-style refund id, rfnd_… */
  id: string;
  amountPaise: number;
  /** Razorpay answers 'pending' until the bank has it, then 'processed' (or 'failed'). */
  status: 'processed' | 'pending' | 'failed';
}

/** The gateway of a call that needs online payment; without one (online payment off) the call is refused. */
export function requireGateway(gateway: PaymentGateway | null): PaymentGateway {
  if (!gateway) throw new Problem(400, ONLINE_PAYMENT_UNAVAILABLE_MESSAGE);
  return gateway;
}
