import type { AnswerOf } from '@/platform/contract/calls';
import type { CartPrice, ProductOffer, ShopOffers } from '@/modules/offers/types';

/** priceCart's answer in the storefront's names. */
export function toCartPrice(wire: AnswerOf<'priceCart'>): CartPrice {
  return {
    totals: wire.totals,
    coupon: wire.coupon,
    offerHint: wire.offerHint,
    cod: { available: wire.cod.available, reason: wire.cod.reason ?? '', fee: wire.cod.fee, total: wire.cod.total },
    prepaidSaving: wire.prepaid_saving,
  };
}

/** shopCoupons' answer: the coupons to list under "Available offers" and the automatic offers' titles. */
export function toShopOffers(wire: AnswerOf<'shopCoupons'>): ShopOffers {
  return {
    coupons: wire.data.map((coupon) => ({ code: coupon.code, title: coupon.title, condition: coupon.condition })),
    offers: wire.offers.map((offer) => offer.title),
  };
}

/** productOffer's answer: the best coupon's label ('' when none) and the automatic offers' titles. */
export function toProductOffer(wire: AnswerOf<'productOffer'>): ProductOffer {
  return { label: wire.data?.label ?? '', offers: wire.offers.map((offer) => offer.title) };
}

/** Which product's offer to read, as the platform names it. */
export function productOfferQueryToWire(productId: number): { prod_id: string } {
  return { prod_id: String(productId) };
}
