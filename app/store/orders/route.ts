import { callPlatform } from '@/lib/platform/server/client';
import { ORDERS_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { toOrderSummaries } from '@/lib/platform/transforms/orders';

/** The signed-in shopper's orders, newest first, each with its lines. */
export const GET = storeRoute({ session: 'required', failure: ORDERS_FAILED_MESSAGE }, async ({ shopper }) => {
  const answer = await callPlatform('orderDetails', shopper);
  return ok(toOrderSummaries(answer.data));
});
