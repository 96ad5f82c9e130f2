import { DELIVERY_ZONE_LABELS, DELIVERY_ZONES, type DeliveryZone } from '@/platform/delivery/contract/delivery-messages';
import type { DeliverySettingsSaveRequest, DeliverySettingsWire } from '@/platform/delivery/contract/delivery-settings';
import { wholeOrText } from '@/modules/console/shell/form-number';
import { parsePincodeList, pincodeListText } from './pincode-list';

/** The zones transit days are set for, in the card's order, with what the reseller reads. */
export const TRANSIT_ZONES = DELIVERY_ZONES.map((key) => ({ key, label: DELIVERY_ZONE_LABELS[key] }));
export type TransitZone = DeliveryZone;

/** The days a shop may dispatch on (ISO: Monday 1 … Saturday 6); Sunday never dispatches. */
export const DISPATCH_DAYS = [
  { day: 1, label: 'Mon' },
  { day: 2, label: 'Tue' },
  { day: 3, label: 'Wed' },
  { day: 4, label: 'Thu' },
  { day: 5, label: 'Fri' },
  { day: 6, label: 'Sat' },
] as const;

/** The delivery settings as the platform answers them (GET /api/console/delivery-settings). */
export type DeliverySettings = DeliverySettingsWire;

export interface DeliverySettingsValues {
  dispatchPincode: string;
  weekdays: number[];
  cutoff: string;
  transit: Record<TransitZone, string>;
  undeliverable: string;
}

const zoneRecord = <T>(valueOf: (zone: TransitZone) => T) =>
  Object.fromEntries(TRANSIT_ZONES.map(({ key }) => [key, valueOf(key)])) as Record<TransitZone, T>;

export function deliverySettingsValues(settings: DeliverySettings): DeliverySettingsValues {
  return {
    dispatchPincode: settings.dispatch_pincode,
    weekdays: [...settings.dispatch_weekdays].sort((a, b) => a - b),
    cutoff: settings.cutoff,
    transit: zoneRecord((zone) => String(settings.transit_days[zone] ?? '')),
    undeliverable: pincodeListText(settings.undeliverable_pincodes),
  };
}

export function deliveryValuesFromForm(form: FormData): DeliverySettingsValues {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    dispatchPincode: text('dispatchPincode'),
    weekdays: form
      .getAll('weekdays')
      .map(Number)
      .filter((day) => DISPATCH_DAYS.some((d) => d.day === day)),
    cutoff: text('cutoff'),
    transit: zoneRecord((zone) => text(`transit_${zone}`)),
    undeliverable: text('undeliverable'),
  };
}

/** The save call's body (POST /api/console/delivery-settings/save); a mistyped day goes as typed for the platform to refuse. */
export function deliverySaveBody(values: DeliverySettingsValues): DeliverySettingsSaveRequest {
  const body = {
    dispatch_pincode: values.dispatchPincode.trim(),
    dispatch_weekdays: values.weekdays,
    cutoff: values.cutoff.trim(),
    transit_days: zoneRecord((zone) => wholeOrText(values.transit[zone]) ?? values.transit[zone]),
    undeliverable_pincodes: parsePincodeList(values.undeliverable),
  };
  return body as DeliverySettingsSaveRequest;
}
