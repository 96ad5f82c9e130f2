import { callPlatform } from '@/lib/platform/server/client';
import { productOfferQueryToWire, toProductOffer } from '@/lib/platform/transforms/offers';
import { OFFERS_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { productOfferQuery } from '@/lib/validation/store-requests';

/**
 * GET /store/coupons/product?productId=N: the best coupon for one unit of the product ("₹449 with code WELCOME10",
 * or '') and the shop's automatic offers. Asked by the product page in the browser, so the cached page never shows an offer that has ended.
 */
export const GET = storeRoute({ query: productOfferQuery, failure: OFFERS_FAILED_MESSAGE }, async ({ query, host }) =>
  ok(toProductOffer(await callPlatform('productOffer', { host, query: productOfferQueryToWire(query.productId) }))),
);
