import { callPlatform } from '@/lib/platform/server/client';
import { cancellationToWire, toCancellation } from '@/lib/platform/transforms/orders';
import { CANCEL_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { cancelItemBody } from '@/lib/validation/store-requests';

/** Cancels one line of the shopper's own order (or `quantity` of its units) before it ships; the platform restocks it and records the reason. */
export const POST = storeRoute({ body: cancelItemBody, session: 'required', failure: CANCEL_FAILED_MESSAGE }, async ({ body, shopper }) => {
  const answer = await callPlatform('cancelOrderItem', { ...shopper, body: cancellationToWire(body) });
  return ok(toCancellation(answer.data), answer.message);
});
