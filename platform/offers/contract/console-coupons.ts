import { z } from 'zod';
import { id, statusTrue } from '../../shared/contract/common';
import { COUPON_CODE_PATTERN } from './shopper-offers';

/**
 * Extension: the console's coupons and automatic offers (/admin/coupons) and the shop's online-payment discount.
 * Money is whole rupees; days are India days 'YYYY-MM-DD'. Every message stands alone.
 */

export const COUPON_KINDS = ['PERCENT', 'FLAT', 'FREE_DELIVERY'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_STATUSES = ['active', 'paused', 'archived'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const OFFER_KINDS = ['ITEMS_PERCENT', 'SPEND_FLAT'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_STATUSES = ['active', 'paused'] as const;

export const ONLINE_DISCOUNT_MAX = 20;
/** The highest rupee figure a coupon or offer holds (paise stay within a 32-bit integer). */
export const OFFER_RUPEES_MAX = 10_00_000;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day.')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Choose a day.');
const optionalDay = z
  .union([day, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));
const wholeRupees = (what: string) =>
  z.coerce
    .number(`${what} must be a number of rupees.`)
    .int(`${what} must be whole rupees.`)
    .min(0, `${what} cannot be negative.`)
    .max(OFFER_RUPEES_MAX, `${what} is too large.`);
const optionalCount = (what: string) =>
  z
    .union([
      z.literal(''),
      z.null(),
      z.coerce.number(`${what} must be a number.`).int(`${what} must be a whole number.`).min(1, `${what} must be at least 1.`).max(1_000_000),
    ])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null));
const ids = z.array(id).max(500, 'Choose at most 500.').default([]);

export const couponRow = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().int(),
  capRupees: z.number().int().nullable(),
  flatRupees: z.number().int(),
  minCartRupees: z.number().int(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  totalUses: z.number().int().nullable(),
  usesPerShopper: z.number().int(),
  firstOrderOnly: z.boolean(),
  categoryIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  status: z.enum(COUPON_STATUSES),
  /** Live uses (a fully cancelled order gives its use back). */
  uses: z.number().int(),
  /** Orders placed with it, cancelled ones too. */
  orders: z.number().int(),
  /** What its live orders come to (their net), whole rupees. */
  revenueRupees: z.number().int(),
  /** What it took off its live orders, whole rupees. */
  savedRupees: z.number().int(),
  /** "10% off up to ₹200 · carts of ₹499+". */
  summary: z.string(),
  /** '' or COUPON_MARGIN_NOTE. */
  marginNote: z.string(),
});
export type CouponRow = z.infer<typeof couponRow>;

export const offerRow = z.object({
  id: z.number().int(),
  kind: z.enum(OFFER_KINDS),
  minItems: z.number().int(),
  percent: z.number().int(),
  minCartRupees: z.number().int(),
  flatRupees: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  /** "Buy 3 or more: 10% off", "Spend ₹4,999: ₹300 off". */
  title: z.string(),
});
export type OfferRow = z.infer<typeof offerRow>;

/** GET /api/console/coupons */
export const consoleCouponsAnswer = z.object({
  status: statusTrue,
  data: z.array(couponRow),
  offers: z.array(offerRow),
  onlineDiscountPercent: z.number().int(),
});
export type ConsoleCouponsAnswer = z.infer<typeof consoleCouponsAnswer>;

/** POST /api/console/coupons/save: creates (no id) or edits a coupon. Kind-specific checks answer 400 naming the field. */
export const couponSaveRequest = z.object({
  id: id.optional(),
  code: z.string().trim().regex(COUPON_CODE_PATTERN, 'Use 1 to 20 letters and digits for the code.'),
  kind: z.enum(COUPON_KINDS, 'Choose percent off, flat off or free delivery.'),
  percent: z.coerce.number('The percent must be a number.').int('The percent must be a whole number.').min(0).max(100).default(0),
  capRupees: z
    .union([z.literal(''), z.null(), wholeRupees('The cap')])
    .optional()
    .transform((v) => (typeof v === 'number' && v > 0 ? v : null)),
  flatRupees: wholeRupees('The amount off').default(0),
  minCartRupees: wholeRupees('The minimum cart value').default(0),
  startsOn: optionalDay,
  endsOn: optionalDay,
  totalUses: optionalCount('The total uses'),
  usesPerShopper: z.coerce
    .number('Uses per shopper must be a number.')
    .int('Uses per shopper must be a whole number.')
    .min(1, 'Uses per shopper must be at least 1.')
    .max(1000)
    .default(1),
  firstOrderOnly: z.boolean().default(false),
  categoryIds: ids,
  productIds: ids,
  status: z.enum(['active', 'paused']).default('active'),
});
export type CouponSaveRequest = z.input<typeof couponSaveRequest>;
export type CouponSave = z.output<typeof couponSaveRequest>;
export const couponAnswer = z.object({ status: statusTrue, message: z.string(), data: couponRow });

/** POST /api/console/coupons/status */
export const couponStatusRequest = z.object({ id, status: z.enum(['active', 'paused'], 'Choose active or paused.') });
/** POST /api/console/coupons/delete: a used coupon is archived instead (its orders keep it). */
export const couponDeleteRequest = z.object({ id });
export const couponDeleteAnswer = z.object({ status: statusTrue, message: z.string(), archived: z.boolean() });

/** POST /api/console/offers/save */
export const offerSaveRequest = z.object({
  id: id.optional(),
  kind: z.enum(OFFER_KINDS, 'Choose items-and-percent or spend-and-save.'),
  minItems: z.coerce.number('The number of items must be a number.').int().min(0).max(1000).default(0),
  percent: z.coerce.number('The percent must be a number.').int('The percent must be a whole number.').min(0).max(100).default(0),
  minCartRupees: wholeRupees('The amount to spend').default(0),
  flatRupees: wholeRupees('The amount off').default(0),
  status: z.enum(OFFER_STATUSES).default('active'),
});
export type OfferSaveRequest = z.input<typeof offerSaveRequest>;
export const offerAnswer = z.object({ status: statusTrue, message: z.string(), data: offerRow });
export const offerStatusRequest = z.object({ id, status: z.enum(OFFER_STATUSES, 'Choose active or paused.') });
export const offerDeleteRequest = z.object({ id });
export const offerDeleteAnswer = z.object({ status: statusTrue, message: z.string() });

/** POST /api/console/coupons/online-discount */
export const onlineDiscountRequest = z.object({
  percent: z.coerce
    .number('The discount must be a number.')
    .int('The discount must be a whole percent.')
    .min(0, 'The discount cannot be negative.')
    .max(ONLINE_DISCOUNT_MAX, `The discount can be at most ${ONLINE_DISCOUNT_MAX}%.`),
});
export const onlineDiscountAnswer = z.object({ status: statusTrue, message: z.string(), onlineDiscountPercent: z.number().int() });
