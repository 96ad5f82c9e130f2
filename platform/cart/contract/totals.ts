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
  total: number;
  /** What paying online saves: 10% of the subtotal, whole rupees. */
  onlineDiscount: number;
  onlineTotal: number;
}

/** The one T-shirt whose pair ships free at a fixed price. */
export const SPECIAL_TSHIRT_NAME = 'HOLI T-SHIRT';
export const SPECIAL_TSHIRT_PAIR_PRICE = 249;
export const ONLINE_DISCOUNT_PERCENT = 10;

export function isSpecialTshirt(name: string): boolean {
  return name.trim().toUpperCase() === SPECIAL_TSHIRT_NAME;
}

/** True when the cart holds the special T-shirt and nothing else, in any number of units. */
export function holdsOnlySpecialTshirt(lines: readonly Pick<TotalsLine, 'name'>[]): boolean {
  return lines.length > 0 && lines.every((line) => isSpecialTshirt(line.name));
}

export function computeTotals(lines: readonly TotalsLine[]): Totals {
  const items = lines.reduce((sum, line) => sum + line.units, 0);
  const listed = lines.reduce((sum, line) => sum + line.discountPrice * line.units, 0);
  if (holdsOnlySpecialTshirt(lines) && items === 2) {
    const itemsPrice = Math.round(listed);
    return withOnlineDiscount({ items, itemsPrice, offer: itemsPrice - SPECIAL_TSHIRT_PAIR_PRICE, subtotal: SPECIAL_TSHIRT_PAIR_PRICE, delivery: 0 });
  }
  const subtotal = Math.floor(listed);
  const delivery = lines.reduce((sum, line) => sum + (line.recommendedSellingPrice ?? 0) * line.units, 0);
  return withOnlineDiscount({ items, itemsPrice: subtotal, offer: 0, subtotal, delivery: Math.round(delivery) });
}

/** The online discount: the one place its formula lives (10% of the subtotal, not of delivery, in whole rupees). */
export function onlineDiscountOf(subtotal: number): number {
  return Math.round((subtotal * ONLINE_DISCOUNT_PERCENT) / 100);
}

function withOnlineDiscount(t: Omit<Totals, 'total' | 'onlineDiscount' | 'onlineTotal'>): Totals {
  const total = t.subtotal + t.delivery;
  const onlineDiscount = onlineDiscountOf(t.subtotal);
  return { ...t, total, onlineDiscount, onlineTotal: total - onlineDiscount };
}
