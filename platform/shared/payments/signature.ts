import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/secrets';

/** Razorpay's payment signature: hex(HMAC_SHA256(key_secret, order_id + "|" + payment_id)). */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** Checks a checkout result against the order id WE stored, never the one the browser sends back alone. */
export function isValidPaymentSignature(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  if (!keySecret) return false;
  return safeEqual(paymentSignature(keySecret, orderId, paymentId), signature);
}

/** Razorpay's webhook signature: hex(HMAC_SHA256(webhook_secret, raw body)). */
export function webhookSignature(webhookSecret: string, rawBody: string): string {
  return hmacHex(webhookSecret, rawBody);
}

/** An empty secret verifies nothing: anyone could sign with it. */
export function isValidWebhookSignature(webhookSecret: string, rawBody: string, signature: string): boolean {
  if (!webhookSecret) return false;
  return safeEqual(webhookSignature(webhookSecret, rawBody), signature);
}

function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}
