import { toRupees } from '../shared/contract/money';
import { codRefusalFor, type CodRules } from './cod-rules';

export interface CodOffer {
  available: boolean;
  reason?: string;
  /** Rupees. */
  fee: number;
  total: number;
}

/**
 * Price_Cart's `cod` and `prepaid_saving` for a cart whose COD total (before the fee) is `totalPaise` and whose online
 * discount is `onlineDiscountPaise`: what paying online saves is that discount and the COD fee not paid.
 */
export function codOfferFor(
  rules: CodRules,
  cart: { pincode?: string; totalPaise: number; onlineDiscountPaise: number },
): { cod: CodOffer; prepaidSaving: number } {
  const reason = codRefusalFor(rules, { pincode: cart.pincode ?? '', totalPaise: cart.totalPaise });
  const fee = toRupees(rules.feePaise);
  const cod: CodOffer = { available: reason === null, fee, total: toRupees(cart.totalPaise + rules.feePaise) };
  if (reason) cod.reason = reason;
  return { cod, prepaidSaving: toRupees(cart.onlineDiscountPaise + rules.feePaise) };
}
