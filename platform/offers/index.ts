/**
 * offers/: coupons, automatic offers and the shop's online-payment discount, priced by promotion-pricing.ts.
 * What the rest of the platform uses of it, and imports from here only; the storefront never does (it imports
 * contract/ files directly, so no server code reaches a browser bundle).
 */
export { claimCouponUse, releaseCouponIfCancelled } from './coupon-uses';
export { priceWithPromotions } from './promotions';
export { registerConsoleOfferRoutes } from './routes/console-offers';
export { registerShopperOfferRoutes } from './routes/shopper-offers';
