export interface GatewayOrder {
  /** Razorpay-style order id, order_… */
  id: string;
  amountPaise: number;
  currency: 'INR';
}

/**
 * Razorpay, or the offline test gateway that plays its part when no keys are set.
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
}
