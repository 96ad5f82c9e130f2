import type { Shop } from '../shared/tenancy/shop-row';

/**
 * Why cash on delivery is not offered to a PIN code, or null. TODO(cod-platform): codRefusalFor(rules, {pincode})
 * from platform/cod/cod-rules.ts once h/cod-platform is merged; until then every deliverable PIN code gets COD.
 */
export function codRefusal(_shop: Shop, _pincode: string): string | null {
  return null;
}
