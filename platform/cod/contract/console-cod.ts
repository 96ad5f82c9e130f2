import { z } from 'zod';
import { okAnswer, statusTrue, text } from '../../shared/contract/common';
import { ORDER_NUMBER_MAX } from '../../orders/contract/orders';
import { PINCODE_RULE_MESSAGE } from './cod-messages';

/**
 * How a shop confirms its cash-on-delivery orders: a code texted to every COD order's phone, or only to a phone's first
 * COD order (then that phone is trusted in this shop), a call from the shop, or not at all.
 */
export const COD_CONFIRMATION_MODES = ['none', 'sms_every', 'sms_first', 'call'] as const;
export type CodConfirmationMode = (typeof COD_CONFIRMATION_MODES)[number];

export const COD_FEE_MAX = 500;
export const COD_MAX_ORDER_MAX = 10_00_000;
export const CONFIRM_HOURS_MIN = 1;
export const CONFIRM_HOURS_MAX = 72;
export const CONFIRM_HOURS_DEFAULT = 24;
export const BLOCKED_PINCODES_MAX = 500;
/** A whole PIN code, or the 3-digit prefix of an area ('799'). */
export const PINCODE_RULE = /^\d{3}(\d{3})?$/;

const codSettings = z.object({
  confirmation: z.enum(COD_CONFIRMATION_MODES, { error: 'Choose how cash-on-delivery orders are confirmed.' }),
  confirm_hours: z.coerce
    .number('Enter the hours as a whole number.')
    .int('Enter the hours as a whole number.')
    .min(CONFIRM_HOURS_MIN, `Give between ${CONFIRM_HOURS_MIN} and ${CONFIRM_HOURS_MAX} hours.`)
    .max(CONFIRM_HOURS_MAX, `Give between ${CONFIRM_HOURS_MIN} and ${CONFIRM_HOURS_MAX} hours.`),
  /** Rupees. */
  fee: z.coerce
    .number('Enter the fee in whole rupees.')
    .int('Enter the fee in whole rupees.')
    .min(0, 'The fee is between ₹0 and ₹500.')
    .max(COD_FEE_MAX, 'The fee is between ₹0 and ₹500.'),
  /** Rupees; 0 = no limit. */
  max_order: z.coerce
    .number('Enter the amount in whole rupees.')
    .int('Enter the amount in whole rupees.')
    .min(0, 'The largest order is between ₹0 (no limit) and ₹10,00,000.')
    .max(COD_MAX_ORDER_MAX, 'The largest order is between ₹0 (no limit) and ₹10,00,000.'),
  blocked_pincodes: z
    .array(text(6).trim().regex(PINCODE_RULE, PINCODE_RULE_MESSAGE))
    .max(BLOCKED_PINCODES_MAX, `At most ${BLOCKED_PINCODES_MAX} PIN codes.`),
});

/** GET /api/console/cod-settings; `sms_available` says whether codes can be texted (else the two SMS modes are refused). */
export const codSettingsAnswer = z.object({
  status: statusTrue,
  data: codSettings.extend({ blocked_pincodes: z.array(z.string()), sms_available: z.boolean() }),
});
export type CodSettingsWire = z.infer<typeof codSettingsAnswer>['data'];

/** POST /api/console/cod-settings/save; blocked PIN codes are kept once each, in the order given. */
export const codSettingsSaveRequest = codSettings;
export type CodSettingsSaveRequest = z.input<typeof codSettingsSaveRequest>;
export const codSettingsSaveAnswer = codSettingsAnswer.extend({ message: z.string() });

/** POST /api/console/orders/confirm: the shop confirms an awaiting order (after its call). */
export const consoleConfirmOrderRequest = z.object({ CoOrderID: text(ORDER_NUMBER_MAX).trim().min(1, 'Give the order number.') });
export const consoleConfirmOrderAnswer = okAnswer;
