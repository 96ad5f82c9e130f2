import { wholeOrText } from '@/modules/console/shell/form-number';
import { parsePincodeList, pincodeListText } from './pincode-list';

/** The zones transit days are set for, in the card's order, with what the reseller reads. */
export const TRANSIT_ZONES = [
  { key: 'same_city', label: 'Same city' },
  { key: 'same_state', label: 'Same state' },
  { key: 'metro', label: 'Metro to metro' },
  { key: 'rest', label: 'Rest of India' },
  { key: 'north_east', label: 'North-east' },
  { key: 'special', label: 'J&K, Ladakh and islands' },
] as const;
export type TransitZone = (typeof TRANSIT_ZONES)[number]['key'];

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
export interface DeliverySettings {
  dispatch_pincode: string;
  dispatch_weekdays: number[];
  cutoff: string;
  transit_days: Record<TransitZone, number>;
  undeliverable_pincodes: string[];
}

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

/** The save call's body (POST /api/console/delivery-settings/save). */
export function deliverySaveBody(values: DeliverySettingsValues): DeliverySettings {
  const body = {
    dispatch_pincode: values.dispatchPincode.trim(),
    dispatch_weekdays: values.weekdays,
    cutoff: values.cutoff.trim(),
    transit_days: zoneRecord((zone) => wholeOrText(values.transit[zone]) ?? values.transit[zone]),
    undeliverable_pincodes: parsePincodeList(values.undeliverable),
  };
  return body as DeliverySettings;
}
