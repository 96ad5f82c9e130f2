/**
 * Cart and checkout totals, the one implementation of both specs' formulas, in whole rupees.
 * The platform uses it to price orders (and stores the result in paise); the storefront uses it to show
 * a guest's cart. The platform's answer always wins for money that is charged.
 */

export interface TotalsLine {
  name: string;
  /** Selling price per unit, rupees. */
  discountPrice: number;
  /** Delivery charge per unit, rupees; null or 0 when delivery is free. */
  recommendedSellingPrice?: number | null;
  units: number;
}

export interface Totals {
  /** Number of units in the cart ("Subtotal (n items)"). */
  items: number;
  /** Σ price × units at the list prices, before the T-shirt pair price. */
  itemsPrice: number;
  /** What the T-shirt pair price takes off the list prices (itemsPrice − subtotal); 0 for any other cart. */
  offer: number;
  subtotal: number;
  delivery: number;
  /** The best automatic offer's saving and title (0 and '' when none applies; the platform's pricing fills them). */
  autoOffer: number;
  autoOfferLabel: string;
  /** The coupon's saving and code (0 and '' when none applies; the platform's pricing fills them). */
  coupon: number;
  couponCode: string;
  /** subtotal + delivery − autoOffer − coupon. */
  total: number;
  /** The shop's online-payment discount, percent. */
  onlineDiscountPercent: number;
  /** What paying online saves: onlineDiscountPercent of the subtotal left after the offer and coupon, whole rupees. */
  onlineDiscount: number;
  onlineTotal: number;
}

/** The one T-shirt whose pair ships free at a fixed price. */
export const SPECIAL_TSHIRT_NAME = 'HOLI T-SHIRT';
export const SPECIAL_TSHIRT_PAIR_PRICE = 249;
/** The online-payment discount of a shop that has not chosen its own (the console's setting, 0–20%). */
export const ONLINE_DISCOUNT_PERCENT = 10;

export function isSpecialTshirt(name: string): boolean {
  return name.trim().toUpperCase() === SPECIAL_TSHIRT_NAME;
}

/** True when the cart holds the special T-shirt and nothing else, in any number of units. */
export function holdsOnlySpecialTshirt(lines: readonly Pick<TotalsLine, 'name'>[]): boolean {
  return lines.length > 0 && lines.every((line) => isSpecialTshirt(line.name));
}

/** The list-price totals (the T-shirt pair rule included), before any automatic offer or coupon. */
export function computeTotals(lines: readonly TotalsLine[], onlineDiscountPercent = ONLINE_DISCOUNT_PERCENT): Totals {
  const items = lines.reduce((sum, line) => sum + line.units, 0);
  const listed = lines.reduce((sum, line) => sum + line.discountPrice * line.units, 0);
  if (holdsOnlySpecialTshirt(lines) && items === 2) {
    const itemsPrice = Math.round(listed);
    return withOnlineDiscount(
      { items, itemsPrice, offer: itemsPrice - SPECIAL_TSHIRT_PAIR_PRICE, subtotal: SPECIAL_TSHIRT_PAIR_PRICE, delivery: 0 },
      onlineDiscountPercent,
    );
  }
  const subtotal = Math.floor(listed);
  const delivery = lines.reduce((sum, line) => sum + (line.recommendedSellingPrice ?? 0) * line.units, 0);
  return withOnlineDiscount({ items, itemsPrice: subtotal, offer: 0, subtotal, delivery: Math.round(delivery) }, onlineDiscountPercent);
}

/**
 * The online discount: the one place its formula lives (the shop's percent of the subtotal left after the automatic
 * offer and the coupon, never of delivery, in whole rupees).
 */
export function onlineDiscountOf(subtotal: number, percent = ONLINE_DISCOUNT_PERCENT): number {
  return Math.round((subtotal * percent) / 100);
}

type ListTotals = Pick<Totals, 'items' | 'itemsPrice' | 'offer' | 'subtotal' | 'delivery'>;

export interface Savings {
  autoOffer: number;
  autoOfferLabel: string;
  coupon: number;
  couponCode: string;
  /** A free-delivery coupon saves the delivery charge, not part of the subtotal. */
  couponOnDelivery?: boolean;
}

/** The figures after the savings (whole rupees): total, online discount and online total. */
export function withSavings(t: ListTotals, savings: Savings, onlineDiscountPercent: number): Totals {
  const { couponOnDelivery, ...shown } = savings;
  const total = t.subtotal + t.delivery - savings.autoOffer - savings.coupon;
  const subtotalLeft = t.subtotal - savings.autoOffer - (couponOnDelivery ? 0 : savings.coupon);
  const onlineDiscount = onlineDiscountOf(subtotalLeft, onlineDiscountPercent);
  return { ...t, ...shown, total, onlineDiscountPercent, onlineDiscount, onlineTotal: total - onlineDiscount };
}

function withOnlineDiscount(t: ListTotals, onlineDiscountPercent: number): Totals {
  return withSavings(t, { autoOffer: 0, autoOfferLabel: '', coupon: 0, couponCode: '' }, onlineDiscountPercent);
}
