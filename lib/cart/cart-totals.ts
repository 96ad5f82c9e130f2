import { computeTotals, holdsOnlySpecialTshirt, type Totals } from '@/platform/contract/totals';
import type { CartLine } from './cart-line';

export const PAIR_PROMPT = 'Buy 2 T-shirts to get free delivery!';

/** The cart screen's Total, Delivery Charges and Subtotal: the one totals function both specs share. */
export function cartTotals(lines: readonly Pick<CartLine, 'name' | 'price' | 'deliveryCharge' | 'units'>[]): Totals {
  return computeTotals(lines.map((line) => ({ name: line.name, discountPrice: line.price, recommendedSellingPrice: line.deliveryCharge, units: line.units })));
}

/** The special T-shirt alone, in any number of units but the pair that ships free. */
export function showsPairPrompt(lines: readonly Pick<CartLine, 'name' | 'units'>[]): boolean {
  return holdsOnlySpecialTshirt(lines) && lines.reduce((sum, line) => sum + line.units, 0) !== 2;
}
