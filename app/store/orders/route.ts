import { callPlatform } from '@/lib/platform/client';
import { ORDERS_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/route';
import { toOrderLine } from '@/lib/platform/transforms/orders';

/** The signed-in shopper's order lines, newest first. */
export const GET = storeRoute({ session: 'required', failure: ORDERS_FAILED_MESSAGE }, async ({ shopper }) => {
  const answer = await callPlatform('orderDetails', shopper);
  return ok(answer.data.map(toOrderLine));
});
