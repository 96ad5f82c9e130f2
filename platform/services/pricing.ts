import { toRupees } from '../contract/money';

/**
 * A reseller's selling price in whole rupees: the supplier's price in paise with the reseller's markup,
 * rounded to the rupee. The same rounding applies to MRP (originalPrice) and delivery charges are not marked up.
 */
export function sellingRupees(basePaise: number, markupPercent: number): number {
  return toRupees((basePaise * (100 + markupPercent)) / 100);
}
