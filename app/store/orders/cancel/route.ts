import { callPlatform } from '@/lib/platform/client';
import { ok, platformFailure, readBody, shopperSession, signedOut } from '@/lib/session/store-handler';
import { cancelItemBody } from '@/lib/validation/store-requests';

/** Cancels one line of the shopper's own order before it ships; the platform restocks it and records the reason. */
export async function POST(request: Request) {
  const body = await readBody(request, cancelItemBody);
  if ('response' in body) return body.response;
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('cancelOrderItem', {
      host: session.host,
      token: session.token,
      body: { order_item_id: body.data.itemId, reason: body.data.reason, comment: body.data.comment },
    });
    return ok({ orderId: answer.data.CoOrderID, refundAmount: answer.data.refund_amount }, answer.message);
  } catch (error) {
    return platformFailure(error, 'The item could not be cancelled. Please try again.');
  }
}
