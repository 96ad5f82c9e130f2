import { eq } from 'drizzle-orm';
import { DEFAULT_TRANSIT_DAYS, DELIVERY_ZONES, notDeliverableTo, pincodeDoesNotExist, type TransitDays } from './contract/delivery-messages';
import { DELIVERY_SETTINGS_SAVED, deliverySettingsSaveRequest, type DeliverySettingsWire } from './contract/delivery-settings';
import { shopTag } from '../shared/contract/cache-tags';
import { lookupPincode, type PincodePlace } from '../shared/pincodes/pincode-directory';
import { parseRequest } from '../shared/parse-request';
import type { PlatformContext } from '../shared/platform-context';
import { Problem } from '../shared/problem';
import { hostsOfShop } from '../shared/tenancy/hosts-of-shop';
import type { Shop } from '../shared/tenancy/shop-row';
import { resellers } from '../shops/tables';
import { promiseFor, type DeliveryPromise, type DispatchRules } from './delivery-dates';
import { listsPincode } from './pincode-lists';

/** The shop's delivery columns, with a missing zone read as its default. */
type ShopDeliveryColumns = Pick<Shop, 'dispatchPincode' | 'dispatchWeekdays' | 'dispatchCutoff' | 'transitDays' | 'undeliverablePincodes'>;

export function dispatchRulesOf(shop: ShopDeliveryColumns): DispatchRules {
  const stored = (shop.transitDays ?? {}) as Partial<TransitDays>;
  const transitDays = Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, stored[zone] ?? DEFAULT_TRANSIT_DAYS[zone]])) as TransitDays;
  return { weekdays: shop.dispatchWeekdays, cutoff: shop.dispatchCutoff, transitDays };
}

export const deliversTo = (shop: ShopDeliveryColumns, pincode: string) => !listsPincode(shop.undeliverablePincodes, pincode);

/** Placing an order: refuses a PIN code the shop does not deliver to (400, field 'addressid'). */
export function assertDeliversTo(shop: ShopDeliveryColumns, pincode: string): void {
  if (!deliversTo(shop, pincode)) throw new Problem(400, notDeliverableTo(pincode), 'addressid');
}

/**
 * When an order placed at `now` reaches `destination`: null when the shop has no dispatch PIN code (or one the
 * directory lost), does not deliver there, or never dispatches.
 */
export async function shopPromise(shop: ShopDeliveryColumns, destination: PincodePlace, now: Date): Promise<DeliveryPromise | null> {
  if (!shop.dispatchPincode || !deliversTo(shop, destination.pincode)) return null;
  const origin = await lookupPincode(shop.dispatchPincode);
  return origin ? promiseFor(now, dispatchRulesOf(shop), origin, destination) : null;
}

/** The promised day of an order to `pincode` placed at `now` ('YYYY-MM-DD'), or null. */
export async function promisedDay(shop: ShopDeliveryColumns, pincode: string, now: Date): Promise<string | null> {
  const destination = await lookupPincode(pincode);
  return destination ? ((await shopPromise(shop, destination, now))?.delivery_by ?? null) : null;
}

export function deliverySettingsOf(shop: ShopDeliveryColumns): DeliverySettingsWire {
  const rules = dispatchRulesOf(shop);
  return {
    dispatch_pincode: shop.dispatchPincode,
    dispatch_weekdays: [...rules.weekdays],
    cutoff: rules.cutoff,
    transit_days: rules.transitDays,
    undeliverable_pincodes: [...shop.undeliverablePincodes],
  };
}

/** The console's save: the dispatch PIN code must exist in the directory. */
export async function saveDeliverySettings(
  platform: Pick<PlatformContext, 'db' | 'changes' | 'resellers'>,
  shopId: number,
  input: unknown,
): Promise<{ message: string; data: DeliverySettingsWire }> {
  const settings = parseRequest(deliverySettingsSaveRequest, input);
  if (settings.dispatch_pincode && !(await lookupPincode(settings.dispatch_pincode))) {
    throw new Problem(400, pincodeDoesNotExist(settings.dispatch_pincode), 'dispatch_pincode');
  }
  const values = {
    dispatchPincode: settings.dispatch_pincode,
    dispatchWeekdays: settings.dispatch_weekdays,
    dispatchCutoff: settings.cutoff,
    transitDays: settings.transit_days,
    undeliverablePincodes: settings.undeliverable_pincodes,
  };
  await platform.db.update(resellers).set(values).where(eq(resellers.id, shopId));
  platform.resellers.forget();
  const hosts = await hostsOfShop(platform.db, shopId);
  await platform.changes.publish({ tags: hosts.map(shopTag) });
  return { message: DELIVERY_SETTINGS_SAVED, data: deliverySettingsOf(values) };
}

/**
 * Placing an order to `pincode` at `now`: refuses a PIN code the shop does not deliver to (400, field 'addressid') and
 * answers the day to promise (null when the shop promises none).
 */
export async function orderDeliveryBy(shop: Shop | null, pincode: string, now: Date): Promise<string | null> {
  if (!shop) return null;
  assertDeliversTo(shop, pincode);
  return promisedDay(shop, pincode, now);
}
