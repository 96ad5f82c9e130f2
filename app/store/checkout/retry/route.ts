import { toPaymentRequest } from '@/lib/checkout/payment-request';
import { callPlatform } from '@/lib/platform/client';
import { ok, platformFailure, readBody, shopperSession, signedOut } from '@/lib/session/store-handler';
import { retryPaymentBody } from '@/lib/validation/store-requests';

/** Re-opens payment for one of the shopper's unpaid online orders (the same gateway order as before). */
export async function POST(request: Request) {
  const body = await readBody(request, retryPaymentBody);
  if ('response' in body) return body.response;
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('retryPayment', { host: session.host, token: session.token, body: { CoOrderID: body.data.orderId } });
    return ok(toPaymentRequest(body.data.orderId, answer.data), answer.message);
  } catch (error) {
    return platformFailure(error, 'The payment could not be restarted. Please try again.');
  }
}
