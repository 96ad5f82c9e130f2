import type { PlacedOrder } from '@/modules/checkout/types';
import { shopOriginHeaders } from '@/lib/platform/server/request-host';
import { PLACE_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, refuse, storeRoute } from '@/lib/store/server/route';
import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { placeOrderBody } from '@/lib/validation/store-requests';
import { pageLanguage } from '@/lib/store/page-language';
import { IDEMPOTENCY_HEADER } from '@/platform/shared/contract/common';
import { toOrderAmounts } from '@/lib/platform/transforms/orders';
import { COUPON_WIRE_FIELD, placeOrderToWire, toPaymentRequest } from '@/lib/platform/transforms/checkout';

/**
 * Places the order (insert_Customer_Order). The platform prices every line itself; the attempt key travels as the
 * Idempotency-Key, so a double click or a retry of one checkout attempt creates one order. A COD order carries the
 * platform's captcha and the code the shopper typed; the platform refuses it unless they match. The coupon goes as
 * the spec's `coupan_Code`; the platform's refusal of it comes back naming the storefront's field, `couponCode`.
 */
export const POST = storeRoute({ body: placeOrderBody, session: 'required', failure: PLACE_FAILED_MESSAGE }, async ({ body, shopper, request }) => {
  const answer = await callPlatform('insertOrder', {
    ...shopper,
    // The shop's origin, for the link in the order-placed mail.
    headers: { ...(await shopOriginHeaders()), [IDEMPOTENCY_HEADER]: `storefront-${body.attemptKey}` },
    // The page's language: the order's mails and texts are written in it.
    body: { ...placeOrderToWire(body), language: pageLanguage(request) },
  }).catch((error: unknown) => {
    if (error instanceof PlatformError && error.field === COUPON_WIRE_FIELD) return refuse(error.status, error.message, 'couponCode');
    throw error;
  });
  if (answer instanceof Response) return answer;
  const data = answer.data;
  const placed: PlacedOrder =
    data.paymentmode === 'COD'
      ? { paymentMode: 'COD', orderId: data.CoOrderID, amounts: toOrderAmounts(data.amounts) }
      : { paymentMode: 'ONLINE', orderId: data.CoOrderID, amounts: toOrderAmounts(data.amounts), payment: toPaymentRequest(data.CoOrderID, data) };
  return ok(placed, answer.message);
});
