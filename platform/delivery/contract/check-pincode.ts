import { z } from 'zod';
import { statusTrue, text } from '../../shared/contract/common';
import { PINCODE_MESSAGE, PINCODE_PATTERN } from '../../customers/contract/addresses';

/** 'YYYY-MM-DD', an India calendar day. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Extension: POST /api/Check_Pincode (no sign-in) — where a PIN code is, whether the shop delivers there, by when
 * (from the shop's dispatch PIN code, days and cut-off) and whether cash on delivery is offered there. With ASIN, the
 * product must exist (404 with the catalogue's message otherwise).
 * Refusals: malformed 400 'Zip code must be exactly 6 digits' (field 'pincode'); unknown 404 'PIN code 999999 does
 * not exist.' (field 'pincode').
 */
export const checkPincodeRequest = z.object({
  pincode: z.string(PINCODE_MESSAGE).trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE),
  ASIN: text(100).trim().optional(),
});
export type CheckPincodeRequest = z.input<typeof checkPincodeRequest>;

export const pincodeAnswerData = z.object({
  pincode: z.string(),
  /** The town the post offices serve (the district's name, title-cased). */
  city: z.string(),
  district: z.string(),
  /** Exactly as the address form's state list spells it (INDIAN_STATES). */
  state: z.string(),
  deliverable: z.boolean(),
  cod_available: z.boolean(),
  /** Why cash on delivery is not offered there (absent when it is). */
  cod_reason: z.string().optional(),
  /** The promised day; null when the shop has no dispatch PIN code or does not deliver there. */
  delivery_by: isoDay.nullable(),
  /** Calendar days from today (India time) to delivery_by; null with it. */
  days: z.number().int().nullable(),
});
export type PincodeAnswerData = z.infer<typeof pincodeAnswerData>;
export const checkPincodeAnswer = z.object({ status: statusTrue, data: pincodeAnswerData });
export type CheckPincodeAnswer = z.infer<typeof checkPincodeAnswer>;
