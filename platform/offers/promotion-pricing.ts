import { apportion, type LineSavings, type ListShares, type PricingLine } from '../cart';
import {
  COUPON_NOT_FOR_ITEMS_MESSAGE,
  couponAppliedMessage,
  couponMinimumMessage,
  itemsOfferHint,
  MARGIN_CAPPED_NOTE,
  spendOfferHint,
} from './contract/coupon-messages';
import { offerTitle } from './contract/offer-titles';
import type { PricedCouponWire } from './contract/shopper-offers';
import { toRupees } from '../shared/contract/money';

/**
 * The savings rules, written once (the platform's only place): after the list prices (and the T-shirt pair rule), the
 * best automatic offer that applies, then the coupon (at most one); the online discount comes after both
 * (cart/order-pricing.ts). Every saving is whole rupees spread over the lines in proportion to their part of the
 * subtotal (largest remainder), so a cancelled line gives back exactly its share.
 *
 * The margin floor: the automatic offer and the coupon together never take a line below what the shop pays the
 * supplier for it (margin = the line's part of the subtotal − supplier_price × units); a line's share that would is cut
 * to its margin, and the saving is that much smaller (not moved to other lines). A free-delivery coupon saves the
 * delivery charge, which is no part of a product's price, so the floor does not touch it.
 */

export interface PromotionLine extends PricingLine {
  product: PricingLine['product'] & { id: number; categoryId: number; costPaise: number };
}

export interface OfferRule {
  id: number;
  kind: 'ITEMS_PERCENT' | 'SPEND_FLAT';
  minItems: number;
  percent: number;
  minCartPaise: number;
  flatPaise: number;
}

export interface CouponRule {
  code: string;
  kind: 'PERCENT' | 'FLAT' | 'FREE_DELIVERY';
  percent: number;
  capPaise: number | null;
  flatPaise: number;
  minCartPaise: number;
  categoryIds: readonly number[];
  productIds: readonly number[];
}

/** The coupon asked for: a rule to apply, or the reason it cannot be (its own rules, checked by the caller). */
export type CouponAsked = { code: string; rule: CouponRule } | { code: string; refusal: string };

export interface Promotions {
  savings: LineSavings;
  coupon: PricedCouponWire | null;
  offerHint: string;
}

const sum = (parts: readonly number[]) => parts.reduce((a, b) => a + b, 0);

/** What each line may still give away: its part of the subtotal less what it costs the shop, whole rupees, ≥ 0. */
export function marginsOf(lines: readonly PromotionLine[], shares: ListShares): number[] {
  return lines.map((line, i) => Math.max(0, Math.floor((shares.net[i]! * 100 - line.product.costPaise * line.units) / 100)));
}

/** A saving spread over the lines by `weights`, each share cut to what the line has left (`room`). */
function spread(amount: number, weights: readonly number[], room: readonly number[]): number[] {
  return apportion(amount, weights).map((part, i) => Math.max(0, Math.min(part, room[i]!)));
}

function offerParts(offer: OfferRule, shares: ListShares, margins: readonly number[]): number[] | null {
  const { items, subtotal } = shares.totals;
  if (offer.kind === 'ITEMS_PERCENT') {
    if (items < offer.minItems || offer.percent <= 0) return null;
    return spread(Math.round((subtotal * offer.percent) / 100), shares.net, margins);
  }
  if (subtotal < toRupees(offer.minCartPaise) || offer.flatPaise <= 0) return null;
  return spread(Math.min(toRupees(offer.flatPaise), subtotal), shares.net, margins);
}

const termsOf = (o: OfferRule) => ({ ...o, minCartRupees: toRupees(o.minCartPaise), flatRupees: toRupees(o.flatPaise) });

/** The nearest offer the cart does not reach yet that would save more than it saves now: fewest items, then least money. */
function hintFor(offers: readonly OfferRule[], shares: ListShares, saving: number): string {
  const { items, subtotal } = shares.totals;
  const byItems = offers
    .filter((o) => o.kind === 'ITEMS_PERCENT' && items < o.minItems && Math.round((subtotal * o.percent) / 100) >= saving)
    .sort((a, b) => a.minItems - b.minItems || b.percent - a.percent)[0];
  if (byItems) return itemsOfferHint(byItems.minItems - items, byItems.percent);
  const bySpend = offers
    .filter((o) => o.kind === 'SPEND_FLAT' && subtotal < toRupees(o.minCartPaise) && toRupees(o.flatPaise) > saving)
    .sort((a, b) => a.minCartPaise - b.minCartPaise)[0];
  return bySpend ? spendOfferHint(toRupees(bySpend.minCartPaise) - subtotal, toRupees(bySpend.flatPaise)) : '';
}

/** True when the coupon covers the line's product: no limits, or its category or the product is listed. */
export function couponCovers(rule: Pick<CouponRule, 'categoryIds' | 'productIds'>, product: { id: number; categoryId: number }): boolean {
  if (!rule.categoryIds.length && !rule.productIds.length) return true;
  return rule.categoryIds.includes(product.categoryId) || rule.productIds.includes(product.id);
}

/** The best automatic offer, then the coupon, on these lines (see the rules above). */
export function pricePromotions(
  lines: readonly PromotionLine[],
  shares: ListShares,
  offers: readonly OfferRule[],
  asked: CouponAsked | null,
): Promotions {
  const margins = marginsOf(lines, shares);
  let autoOffer = lines.map(() => 0);
  let autoOfferLabel = '';
  for (const offer of [...offers].sort((a, b) => a.id - b.id)) {
    const parts = offerParts(offer, shares, margins);
    if (parts && sum(parts) > sum(autoOffer)) {
      autoOffer = parts;
      autoOfferLabel = offerTitle(termsOf(offer));
    }
  }
  const offerHint = hintFor(offers, shares, sum(autoOffer));
  const none = lines.map(() => 0);
  const savings: LineSavings = { autoOffer, autoOfferLabel, coupon: none, couponCode: '', couponOnDelivery: false };
  if (!asked) return { savings, coupon: null, offerHint };
  const refused = (message: string): Promotions => ({ savings, coupon: { code: asked.code, applied: false, message, saving: 0 }, offerHint });
  if ('refusal' in asked) return refused(asked.refusal);
  const { rule } = asked;
  const covered = lines.map((line) => couponCovers(rule, line.product));
  if (!covered.some(Boolean)) return refused(COUPON_NOT_FOR_ITEMS_MESSAGE);
  const subtotal = shares.totals.subtotal;
  const minimum = toRupees(rule.minCartPaise);
  if (subtotal < minimum) return refused(couponMinimumMessage(minimum - subtotal, rule.code));
  let coupon: number[];
  let wanted: number;
  if (rule.kind === 'FREE_DELIVERY') {
    coupon = shares.deliveries.map((delivery, i) => (covered[i] ? delivery : 0));
    wanted = sum(coupon);
  } else {
    const base = shares.net.map((net, i) => (covered[i] ? net - autoOffer[i]! : 0));
    const raw = rule.kind === 'PERCENT' ? Math.round((sum(base) * rule.percent) / 100) : Math.min(toRupees(rule.flatPaise), sum(base));
    wanted = rule.capPaise !== null && rule.kind === 'PERCENT' ? Math.min(raw, toRupees(rule.capPaise)) : raw;
    coupon = spread(
      wanted,
      base,
      margins.map((margin, i) => (covered[i] ? margin - autoOffer[i]! : 0)),
    );
  }
  const saving = sum(coupon);
  const message = couponAppliedMessage(rule.code, saving) + (saving < wanted ? `. ${MARGIN_CAPPED_NOTE}` : '');
  return {
    savings: { ...savings, coupon, couponCode: rule.code, couponOnDelivery: rule.kind === 'FREE_DELIVERY' },
    coupon: { code: rule.code, applied: true, message, saving },
    offerHint,
  };
}
