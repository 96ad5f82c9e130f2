/**
 * A reseller's selling price in whole rupees: the supplier's price in paise with the reseller's markup,
 * rounded to the rupee. The same rounding applies to MRP (originalPrice) and delivery charges are not marked up.
 */
export function sellingRupees(basePaise: number, markupPercent: number): number {
  return Math.round((basePaise * (100 + markupPercent)) / 100 / 100);
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise / 100);
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
