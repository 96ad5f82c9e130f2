import { callPlatform } from '@/lib/platform/server/client';
import { CANCEL_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { cancelItemBody } from '@/lib/validation/store-requests';

/** Cancels one line of the shopper's own order (or `quantity` of its units) before it ships; the platform restocks it and records the reason. */
export const POST = storeRoute({ body: cancelItemBody, session: 'required', failure: CANCEL_FAILED_MESSAGE }, async ({ body, shopper }) => {
  const answer = await callPlatform('cancelOrderItem', {
    ...shopper,
    body: { order_item_id: body.itemId, reason: body.reason, comment: body.comment, ...(body.quantity ? { quantity: body.quantity } : {}) },
  });
  const { data } = answer;
  return ok({ orderId: data.CoOrderID, itemId: data.CoOrderItemID, units: data.cancelled_units, refundAmount: data.refund_amount }, answer.message);
});
