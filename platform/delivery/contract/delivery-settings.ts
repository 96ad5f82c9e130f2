import { z } from 'zod';
import { statusTrue } from '../../shared/contract/common';
import { PINCODE_MESSAGE, PINCODE_PATTERN } from '../../customers/contract/addresses';
import {
  DELIVERY_ZONES,
  DISPATCH_CUTOFF_PATTERN,
  PINCODE_LIST_MAX,
  PINCODE_OR_AREA,
  PINCODE_OR_AREA_MESSAGE,
  TRANSIT_DAYS_MAX,
  TRANSIT_DAYS_MIN,
  type DeliveryZone,
} from './delivery-messages';

/** Extension: the console's "Delivery dates" (GET /api/console/delivery-settings, POST …/save); owners and admins. */

const transitDay = (zone: DeliveryZone) =>
  z.coerce
    .number(`Enter the days for ${zone.replace('_', ' ')}.`)
    .int('Enter whole days.')
    .min(TRANSIT_DAYS_MIN, `Transit days are ${TRANSIT_DAYS_MIN} to ${TRANSIT_DAYS_MAX}.`)
    .max(TRANSIT_DAYS_MAX, `Transit days are ${TRANSIT_DAYS_MIN} to ${TRANSIT_DAYS_MAX}.`);

export const transitDaysWire = z.object(
  Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, transitDay(zone)])) as Record<DeliveryZone, ReturnType<typeof transitDay>>,
);

export const deliverySettingsWire = z.object({
  /** Where parcels leave from; '' for none (then no date is promised). */
  dispatch_pincode: z.string(),
  /** ISO weekdays the shop hands parcels to the courier (Mon 1 … Sat 6; Sunday 7 never dispatches). */
  dispatch_weekdays: z.array(z.number().int()),
  /** India time, 'HH:MM': orders placed later leave the next dispatch day. */
  cutoff: z.string(),
  transit_days: z.object(Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, z.number().int()])) as Record<DeliveryZone, z.ZodNumber>),
  /** 6-digit PIN codes or 3-digit areas the shop does not deliver to. */
  undeliverable_pincodes: z.array(z.string()),
});
export type DeliverySettingsWire = z.infer<typeof deliverySettingsWire>;
export const deliverySettingsAnswer = z.object({ status: statusTrue, data: deliverySettingsWire });

/** POST /api/console/delivery-settings/save; the dispatch PIN code must exist in the directory ('PIN code 999999 does not exist.'). */
export const deliverySettingsSaveRequest = z.object({
  dispatch_pincode: z.union([z.literal(''), z.string().trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE)]).default(''),
  dispatch_weekdays: z
    .array(z.coerce.number().int().min(1, 'Choose weekdays from Monday to Saturday.').max(6, 'Sunday is never a dispatch day.'))
    .max(6)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  cutoff: z.string().trim().regex(DISPATCH_CUTOFF_PATTERN, 'Enter the cut-off time as HH:MM (24 hours).'),
  transit_days: transitDaysWire,
  undeliverable_pincodes: z
    .array(z.string().trim().regex(PINCODE_OR_AREA, PINCODE_OR_AREA_MESSAGE))
    .max(PINCODE_LIST_MAX, `At most ${PINCODE_LIST_MAX} PIN codes.`)
    .default([])
    .transform((pins) => [...new Set(pins)]),
});
export type DeliverySettingsSaveRequest = z.input<typeof deliverySettingsSaveRequest>;
export const deliverySettingsSaveAnswer = z.object({ status: statusTrue, message: z.string(), data: deliverySettingsWire });
export const DELIVERY_SETTINGS_SAVED = 'Delivery settings saved.';
