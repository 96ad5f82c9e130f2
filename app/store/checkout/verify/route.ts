import { callPlatform } from '@/lib/platform/client';
import { ok, platformFailure, readBody, shopperSession, signedOut } from '@/lib/session/store-handler';
import { verifyPaymentBody } from '@/lib/validation/store-requests';

/** The payment dialog's result goes to order_final, which verifies the signature before marking the order paid. */
export async function POST(request: Request) {
  const body = await readBody(request, verifyPaymentBody);
  if ('response' in body) return body.response;
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('orderFinal', { host: session.host, token: session.token, body: body.data });
    return ok({ orderId: answer.data.CoOrderID }, answer.message);
  } catch (error) {
    return platformFailure(error, 'There was an issue processing your order. Please try again.');
  }
}
