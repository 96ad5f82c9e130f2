import { codRefusalFor, codRulesOf } from '../cod';
import type { Shop } from '../shared/tenancy/shop-row';

/** Why cash on delivery is not offered to a PIN code (the shop's blocked PIN codes, cod/), or null. */
export function codRefusal(shop: Shop, pincode: string): string | null {
  return codRefusalFor(codRulesOf(shop), { pincode });
}
