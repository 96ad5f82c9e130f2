import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { loadCartProducts } from '../cart';
import type { ShopCustomer } from '../shared/platform-context';
import type { Queryable } from '../shared/db/database';
import { rupeeText } from './contract/coupon-messages';
import { couponCondition, couponTitle, offerTitle } from './contract/offer-titles';
import type { ProductOfferWire, ShopCouponWire } from './contract/shopper-offers';
import { toRupees } from '../shared/contract/money';
import { indiaToday, type CouponRow } from './coupon-rules';
import { couponCovers } from './promotion-pricing';
import { shopPromotions } from './promotions';
import { couponUses, coupons } from './tables';

/** The shop's coupons a shopper may use today: active, started, not expired, with uses left; smallest cart first. */
export async function availableCoupons(db: Queryable, shopId: number, today = indiaToday()): Promise<CouponRow[]> {
  const live = db
    .select({ n: sql<number>`count(*)` })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, coupons.id), isNull(couponUses.releasedAt)));
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.shopId, shopId),
        eq(coupons.status, 'active'),
        sql`(${coupons.startsOn} is null or ${coupons.startsOn} <= ${today})`,
        sql`(${coupons.endsOn} is null or ${coupons.endsOn} >= ${today})`,
        sql`(${coupons.totalUses} is null or ${coupons.totalUses} > (${live}))`,
      ),
    )
    .orderBy(asc(coupons.minCartPaise), asc(coupons.id));
}

export const termsOf = (c: CouponRow) => ({
  kind: c.kind,
  percent: c.percent,
  capRupees: c.capPaise === null ? null : toRupees(c.capPaise),
  flatRupees: toRupees(c.flatPaise),
  minCartRupees: toRupees(c.minCartPaise),
  usesPerShopper: c.usesPerShopper,
  firstOrderOnly: c.firstOrderOnly,
  endsOn: c.endsOn,
  limited: c.categoryIds.length + c.productIds.length > 0,
});

/** Shop_Coupons: "Available offers". */
export async function shopCoupons(db: Queryable, shopId: number): Promise<{ data: ShopCouponWire[]; offers: { title: string }[] }> {
  const rows = await availableCoupons(db, shopId);
  const { offers } = await shopPromotions(db, shopId);
  return {
    data: rows.map((c) => ({
      code: c.code,
      title: couponTitle(termsOf(c)),
      condition: couponCondition(termsOf(c)),
      min_cart: toRupees(c.minCartPaise),
      ends_on: c.endsOn,
    })),
    offers: offers.map((o) => ({ title: offerTitle({ ...o, minCartRupees: toRupees(o.minCartPaise), flatRupees: toRupees(o.flatPaise) }) })),
  };
}

/** What the coupon takes off one unit (whole rupees), never below what the shop pays the supplier. */
function unitSaving(c: CouponRow, price: number, delivery: number, costPaise: number): number {
  const margin = Math.max(0, Math.floor((price * 100 - costPaise) / 100));
  if (c.kind === 'FREE_DELIVERY') return delivery;
  const raw = c.kind === 'PERCENT' ? Math.round((price * c.percent) / 100) : Math.min(toRupees(c.flatPaise), price);
  const capped = c.kind === 'PERCENT' && c.capPaise !== null ? Math.min(raw, toRupees(c.capPaise)) : raw;
  return Math.min(capped, margin);
}

/**
 * Product_Offer: the best coupon for one unit of the product. One a single unit qualifies for: "₹449 with code
 * WELCOME10" (the biggest saving); else the one needing the smallest cart: "Extra 10% off on carts of ₹499 or more
 * with code WELCOME10", at the unit price.
 */
export async function productOffer(
  db: Queryable,
  shop: ShopCustomer,
  productId: number,
): Promise<{ data: ProductOfferWire | null; offers: { title: string }[] }> {
  const { offers } = await shopPromotions(db, shop.shopId);
  const titles = offers.map((o) => ({ title: offerTitle({ ...o, minCartRupees: toRupees(o.minCartPaise), flatRupees: toRupees(o.flatPaise) }) }));
  const product = (await loadCartProducts(db, [productId], shop)).get(productId);
  if (!product?.active || product.hidden) return { data: null, offers: titles };
  const price = product.priceRupees;
  const covering = (await availableCoupons(db, shop.shopId)).filter((c) => couponCovers(c, product));
  let best: { coupon: CouponRow; saving: number } | null = null;
  for (const coupon of covering.filter((c) => toRupees(c.minCartPaise) <= price)) {
    const saving = unitSaving(coupon, price, product.deliveryRupees, product.costPaise);
    if (saving > 0 && (!best || saving > best.saving)) best = { coupon, saving };
  }
  if (best) {
    const code = best.coupon.code;
    const label = best.coupon.kind === 'FREE_DELIVERY' ? `Free delivery with code ${code}` : `${rupeeText(price - best.saving)} with code ${code}`;
    return { data: { code, price: best.coupon.kind === 'FREE_DELIVERY' ? price : price - best.saving, label }, offers: titles };
  }
  const later = covering.find((c) => toRupees(c.minCartPaise) > price && (c.kind !== 'FREE_DELIVERY' || product.deliveryRupees > 0));
  if (!later) return { data: null, offers: titles };
  const what = later.kind === 'FREE_DELIVERY' ? 'Free delivery' : `Extra ${couponTitle(termsOf(later))}`;
  return {
    data: { code: later.code, price, label: `${what} on carts of ${rupeeText(toRupees(later.minCartPaise))} or more with code ${later.code}` },
    offers: titles,
  };
}
