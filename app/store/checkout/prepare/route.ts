import { callPlatform } from '@/lib/platform/server/client';
import { checkoutLineToWire } from '@/lib/platform/transforms/cart';
import { BUY_NOW_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { prepareBody } from '@/lib/validation/store-requests';

/**
 * Buy Now's preparation (cart_to_checkout with the shopper's token): checks the product, size and stock before the
 * product page goes to /checkout2. Answers {status:'true'|'false', message}.
 */
export const POST = storeRoute({ body: prepareBody, session: 'required', failure: BUY_NOW_FAILED_MESSAGE }, async ({ body, shopper }) => {
  const answer = await callPlatform('cartToCheckout', { ...shopper, body: body.map(checkoutLineToWire) });
  return ok({ totals: answer.totals }, answer.message);
});
