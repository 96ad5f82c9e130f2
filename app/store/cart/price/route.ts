import { callPlatform } from '@/lib/platform/server/client';
import { checkoutLineToWire } from '@/lib/platform/transforms/cart';
import { toCartPrice } from '@/lib/platform/transforms/offers';
import { sessionToken } from '@/lib/session/server/server-session';
import { PRICE_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { cartPriceBody } from '@/lib/validation/store-requests';

/**
 * POST /store/cart/price: the platform's totals for these lines with its automatic offers and the coupon tried (a
 * guest's cart too). Signed in, the shopper's token goes along, so the platform also checks the rules that depend on
 * who orders (already used, first order only). A coupon that does not apply is an answer, not a refusal. With the
 * delivery PIN code (checkout), the answer says whether cash on delivery is offered there.
 */
export const POST = storeRoute({ body: cartPriceBody, failure: PRICE_FAILED_MESSAGE }, async ({ body, host }) => {
  const token = (await sessionToken()) ?? undefined;
  const answer = await callPlatform('priceCart', {
    host,
    token,
    body: {
      lines: body.lines.map(checkoutLineToWire),
      coupon_code: body.couponCode,
      paymentmode: body.paymentMode,
      ...(body.pincode ? { pincode: body.pincode } : {}),
    },
  });
  return ok(toCartPrice(answer));
});
