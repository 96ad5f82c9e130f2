import { computeTotals, holdsOnlySpecialTshirt, type Totals } from '@/platform/cart/contract/totals';
import type { CartLine } from './cart-line';

export const PAIR_PROMPT = 'Buy 2 T-shirts to get free delivery!';

/** The cart screen's Total, Delivery Charges and Subtotal: the one totals function both specs share. */
export function cartTotals(lines: readonly Pick<CartLine, 'name' | 'price' | 'deliveryCharge' | 'units'>[]): Totals {
  return computeTotals(
    lines.map((line) => ({ name: line.name, discountPrice: line.price, recommendedSellingPrice: line.deliveryCharge, units: line.units })),
  );
}

/**
 * The prompt shows only when it is true: the cart holds the special T-shirt alone, one unit of it, with a delivery
 * charge, so buying a second one really makes delivery free (at 3 units the pair price no longer applies).
 */
export function showsPairPrompt(lines: readonly Pick<CartLine, 'name' | 'units' | 'deliveryCharge'>[]): boolean {
  return holdsOnlySpecialTshirt(lines) && lines.reduce((sum, line) => sum + line.units, 0) === 1 && lines.some((line) => line.deliveryCharge > 0);
}
