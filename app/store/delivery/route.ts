import { callPlatform } from '@/lib/platform/server/client';
import { toPincodeCheck } from '@/lib/platform/transforms/delivery';
import { DELIVERY_CHECK_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { pincodeCheckQuery } from '@/lib/validation/store-requests';

/**
 * GET /store/delivery?pincode=560001&product=ASIN: where the PIN code is, whether the shop delivers there, by when, and
 * whether cash on delivery is offered there (Check_Pincode). Asked by the delivery widget once the shopper gives a PIN
 * code (or one is remembered) and by the address form, so the cached product page never depends on it.
 */
export const GET = storeRoute({ query: pincodeCheckQuery, failure: DELIVERY_CHECK_FAILED_MESSAGE }, async ({ query, host }) => {
  const answer = await callPlatform('checkPincode', {
    host,
    body: { pincode: query.pincode, ...(query.product ? { ASIN: query.product } : {}) },
  });
  return ok(toPincodeCheck(answer.data));
});
