import { callPlatform } from '@/lib/platform/server/client';
import { toShopOffers } from '@/lib/platform/transforms/offers';
import { OFFERS_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';

/** GET /store/coupons: the shop's coupons a shopper may use now, and its automatic offers ("Available offers"). */
export const GET = storeRoute({ failure: OFFERS_FAILED_MESSAGE }, async ({ host }) => ok(toShopOffers(await callPlatform('shopCoupons', { host }))));
