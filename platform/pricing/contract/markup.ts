import { toRupees } from '../../shared/contract/money';

/**
 * The supplier's price (or MRP) in paise with a shop's markup, in whole rupees: the markup half of the price rule
 * (platform/pricing/pricing.ts). Here so that the console's live example reckons exactly as the platform does.
 */
export function sellingRupees(basePaise: number, markupPercent: number): number {
  return toRupees((basePaise * (100 + markupPercent)) / 100);
}
