// Plain constants and message builders, no zod: the storefront's client bundles import these.

/** A PIN code the India Post directory does not hold (Check_Pincode 404, address calls 400, console save 400). */
export const pincodeDoesNotExist = (pincode: string) => `PIN code ${pincode} does not exist.`;
/** An address whose PIN code belongs to another state than the one chosen (address calls 400, field 'pincode'). */
export const pincodeInAnotherState = (pincode: string, state: string, chosen: string) => `PIN code ${pincode} is in ${state}, not ${chosen}.`;
/** Placing an order to a PIN code the shop does not deliver to (insert_Customer_Order 400, field 'addressid'). */
export const notDeliverableTo = (pincode: string) => `We do not deliver to PIN code ${pincode} yet.`;

/** A shop's PIN code list entry: a whole PIN code, or the 3 digits of a whole area (e.g. '744', Andaman). */
export const PINCODE_OR_AREA = /^\d{3}(\d{3})?$/;
export const PINCODE_OR_AREA_MESSAGE = 'Each PIN code is 6 digits (or 3 for a whole area).';
export const PINCODE_LIST_MAX = 500;

/** The zones of India a parcel travels to from the shop's dispatch PIN code, in the order they are decided. */
export const DELIVERY_ZONES = ['same_city', 'same_state', 'metro', 'rest', 'north_east', 'special'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];
export type TransitDays = Record<DeliveryZone, number>;
export const DEFAULT_TRANSIT_DAYS: TransitDays = { same_city: 1, same_state: 2, metro: 3, rest: 5, north_east: 7, special: 8 };
export const TRANSIT_DAYS_MIN = 1;
export const TRANSIT_DAYS_MAX = 30;
/** How the console names each zone. */
export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  same_city: 'Same city',
  same_state: 'Same state',
  metro: 'Metro to metro',
  rest: 'Rest of India',
  north_east: 'North-east',
  special: 'Jammu and Kashmir, Ladakh and the islands',
};

/** ISO weekdays: Monday 1 … Sunday 7. Sunday never dispatches. */
export const DEFAULT_DISPATCH_WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_DISPATCH_CUTOFF = '14:00';
export const DISPATCH_CUTOFF_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
