import { and, asc, eq } from 'drizzle-orm';
import type { PaymentMode } from '../orders/contract/orders';
import { listShares, priceOrder, type PricedOrder, type ResolvedLine } from '../cart';
import type { Queryable } from '../shared/db/database';
import { resellers } from '../shops/tables';
import { couponRefusal, findCoupon } from './coupon-rules';
import { pricePromotions, type CouponAsked, type OfferRule, type Promotions } from './promotion-pricing';
import { automaticOffers } from './tables';

export interface ShopPromotions {
  offers: OfferRule[];
  onlineDiscountPercent: number;
}

/** The shop's active automatic offers and its online-payment discount. */
export async function shopPromotions(db: Queryable, shopId: number): Promise<ShopPromotions> {
  const [shop] = await db.select({ percent: resellers.onlineDiscountPercent }).from(resellers).where(eq(resellers.id, shopId)).limit(1);
  const offers = await db
    .select({
      id: automaticOffers.id,
      kind: automaticOffers.kind,
      minItems: automaticOffers.minItems,
      percent: automaticOffers.percent,
      minCartPaise: automaticOffers.minCartPaise,
      flatPaise: automaticOffers.flatPaise,
    })
    .from(automaticOffers)
    .where(and(eq(automaticOffers.shopId, shopId), eq(automaticOffers.status, 'active')))
    .orderBy(asc(automaticOffers.id));
  return { offers, onlineDiscountPercent: shop?.percent ?? 10 };
}

export interface PricedWithPromotions {
  priced: PricedOrder;
  promotions: Promotions;
  /** The coupon that applied (its use is claimed when the order is written), or null. */
  couponId: number | null;
}

/**
 * The lines priced with the shop's promotions: the best automatic offer, then the coupon `code` ('' for none), then
 * the online discount for `mode` ONLINE. `customerId` null (a guest's cart) skips the coupon's per-shopper rules.
 */
export async function priceWithPromotions(
  db: Queryable,
  shop: { shopId: number; customerId: number | null },
  lines: readonly ResolvedLine[],
  code: string,
  mode: PaymentMode | '',
): Promise<PricedWithPromotions> {
  const { offers, onlineDiscountPercent } = await shopPromotions(db, shop.shopId);
  const trimmed = code.trim();
  let asked: CouponAsked | null = null;
  let couponId: number | null = null;
  if (trimmed) {
    const coupon = await findCoupon(db, shop.shopId, trimmed);
    const refusal = await couponRefusal(db, coupon, shop.customerId);
    const shown = coupon?.code ?? trimmed.toUpperCase();
    if (refusal || !coupon) asked = { code: shown, refusal: refusal ?? '' };
    else {
      couponId = coupon.id;
      asked = { code: coupon.code, rule: coupon };
    }
  }
  const shares = listShares(lines, onlineDiscountPercent);
  const promotions = pricePromotions(lines, shares, offers, asked);
  if (!promotions.coupon?.applied) couponId = null;
  const priced = priceOrder(lines, mode === 'ONLINE' ? 'ONLINE' : 'COD', promotions.savings, onlineDiscountPercent);
  return { priced, promotions, couponId };
}
