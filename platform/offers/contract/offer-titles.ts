import { dayText, rupeeText } from './coupon-messages';

/** How a coupon and an automatic offer read to shoppers and in the console, from their figures (whole rupees). */

export interface CouponTerms {
  kind: 'PERCENT' | 'FLAT' | 'FREE_DELIVERY';
  percent: number;
  capRupees: number | null;
  flatRupees: number;
  minCartRupees: number;
  usesPerShopper: number;
  firstOrderOnly: boolean;
  endsOn?: string | null;
  limited?: boolean;
}

/** "10% off up to ₹200", "₹100 off", "Free delivery". */
export function couponTitle(c: CouponTerms): string {
  if (c.kind === 'PERCENT') return `${c.percent}% off${c.capRupees ? ` up to ${rupeeText(c.capRupees)}` : ''}`;
  if (c.kind === 'FLAT') return `${rupeeText(c.flatRupees)} off`;
  return 'Free delivery';
}

/** "On carts of ₹499 or more · once per shopper". */
export function couponCondition(c: CouponTerms): string {
  const parts = [c.minCartRupees > 0 ? `On carts of ${rupeeText(c.minCartRupees)} or more` : 'On any cart'];
  if (c.limited) parts.push('on selected items');
  if (c.firstOrderOnly) parts.push('first order only');
  else if (c.usesPerShopper === 1) parts.push('once per shopper');
  else parts.push(`${c.usesPerShopper} times per shopper`);
  if (c.endsOn) parts.push(`until ${dayText(c.endsOn)}`);
  return parts.join(' · ');
}

/** The console's one line: "10% off up to ₹200 · carts of ₹499+". */
export function couponSummary(c: CouponTerms): string {
  return [couponTitle(c), c.minCartRupees > 0 ? `carts of ${rupeeText(c.minCartRupees)}+` : '', c.limited ? 'selected items' : '']
    .filter(Boolean)
    .join(' · ');
}

export interface OfferTerms {
  kind: 'ITEMS_PERCENT' | 'SPEND_FLAT';
  minItems: number;
  percent: number;
  minCartRupees: number;
  flatRupees: number;
}

/** "Buy 3 or more: 10% off", "Spend ₹4,999: ₹300 off". */
export function offerTitle(o: OfferTerms): string {
  return o.kind === 'ITEMS_PERCENT'
    ? `Buy ${o.minItems} or more: ${o.percent}% off`
    : `Spend ${rupeeText(o.minCartRupees)}: ${rupeeText(o.flatRupees)} off`;
}
