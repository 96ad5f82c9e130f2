import { z } from 'zod';
import { checkoutLineRequest, totalsWire } from '../../cart/contract/cart';
import { MAX_CART_LINES } from '../../cart/contract/cart-limits';
import { id, statusTrue, text } from '../../shared/contract/common';

/**
 * Extension: what a shopper sees of the shop's coupons and automatic offers. The platform prices every saving from its
 * own prices (promotion-pricing.ts); the storefront shows the figures and messages as they come.
 */

/** A coupon code as shoppers and resellers type it: letters and digits, any case; the platform keeps it upper case. */
export const COUPON_CODE_MAX = 20;
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{1,20}$/;

/**
 * POST /api/Price_Cart: the lines priced with the best automatic offer, the coupon and (for `ONLINE`) the online
 * discount. No bearer is needed; when one is sent the coupon's per-shopper rules are checked too.
 */
export const priceCartRequest = z.object({
  lines: z.array(checkoutLineRequest).min(1, 'must hold at least one item').max(MAX_CART_LINES),
  coupon_code: text(40).trim().default(''),
  paymentmode: z.enum(['COD', 'ONLINE', '']).default(''),
  /** Extension: the delivery PIN code, so `cod` says whether cash on delivery is offered there. */
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Zip code must be exactly 6 digits')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type PriceCartRequest = z.input<typeof priceCartRequest>;

/** The coupon asked for: `applied` false is no error, `message` says why (coupon-messages.ts). */
export const pricedCoupon = z.object({
  code: z.string(),
  applied: z.boolean(),
  message: z.string(),
  /** Whole rupees taken off (0 when not applied). */
  saving: z.number().int(),
});
export type PricedCouponWire = z.infer<typeof pricedCoupon>;

export const priceCartAnswer = z.object({
  status: statusTrue,
  message: z.string(),
  totals: totalsWire,
  /** null when no code was sent. */
  coupon: pricedCoupon.nullable(),
  /** "Add 1 more item to save 10%", "Add ₹120 more to save ₹250", or ''. */
  offerHint: z.string(),
  /**
   * Cash on delivery for these lines (and `pincode`): offered or why not (cod-messages.ts), its fee and what a COD order
   * of them comes to (totals.total + fee), in rupees.
   */
  cod: z.object({ available: z.boolean(), reason: z.string().optional(), fee: z.number().int(), total: z.number().int() }),
  /** Rupees paying online saves against cash on delivery: the online discount + the COD fee (the nudge shows when > 0). */
  prepaid_saving: z.number().int(),
});
export type PriceCartAnswer = z.infer<typeof priceCartAnswer>;

/** One coupon of "Available offers". */
export const shopCoupon = z.object({
  code: z.string(),
  /** "10% off up to ₹200", "₹100 off", "Free delivery". */
  title: z.string(),
  /** "On carts of ₹499 or more · once per shopper". */
  condition: z.string(),
  /** Whole rupees; 0 for any cart. */
  min_cart: z.number().int(),
  /** The last India day, 'YYYY-MM-DD', or null. */
  ends_on: z.string().nullable(),
});
export type ShopCouponWire = z.infer<typeof shopCoupon>;

/** An active automatic offer: "Buy 3 or more: 10% off", "Spend ₹4,999: ₹300 off". */
export const shopOffer = z.object({ title: z.string() });

/** GET /api/Shop_Coupons: the shop's active, started, unexpired coupons with uses left, and its automatic offers. */
export const shopCouponsAnswer = z.object({ status: statusTrue, data: z.array(shopCoupon), offers: z.array(shopOffer) });
export type ShopCouponsAnswer = z.infer<typeof shopCouponsAnswer>;

/** GET /api/Product_Offer?prod_id=N */
export const productOfferQuery = z.object({ prod_id: id });

export const productOffer = z.object({
  code: z.string(),
  /** What one unit comes to with the code (the unit price when the code needs a bigger cart), whole rupees. */
  price: z.number().int(),
  /** "₹449 with code WELCOME10", or "Extra 10% off on carts of ₹499 or more with code WELCOME10". */
  label: z.string(),
});
export type ProductOfferWire = z.infer<typeof productOffer>;

export const productOfferAnswer = z.object({
  status: statusTrue,
  /** The best coupon for one unit of the product, or null. */
  data: productOffer.nullable(),
  /** The shop's active automatic offers, to show beside it. */
  offers: z.array(shopOffer),
});
export type ProductOfferAnswer = z.infer<typeof productOfferAnswer>;
