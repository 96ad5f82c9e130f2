import { callPlatform } from '@/lib/platform/server/client';
import { PAYMENT_RETRY_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { retryPaymentBody } from '@/lib/validation/store-requests';
import { retryPaymentToWire, toPaymentRequest } from '@/lib/platform/transforms/checkout';

/** Re-opens payment for one of the shopper's unpaid online orders (the same gateway order as before). */
export const POST = storeRoute({ body: retryPaymentBody, session: 'required', failure: PAYMENT_RETRY_FAILED_MESSAGE }, async ({ body, shopper }) => {
  const answer = await callPlatform('retryPayment', { ...shopper, body: retryPaymentToWire(body.orderId) });
  return ok(toPaymentRequest(body.orderId, answer.data), answer.message);
});
