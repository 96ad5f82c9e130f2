import { z } from 'zod';
import { addressRequest } from '@/platform/customers/contract/addresses';
import { insertCustomerRequest } from '@/platform/customers/contract/auth';
import { EMAIL_MAX, PASSWORD_MAX_LENGTH, SIGN_IN_LIMITS } from '@/platform/shared/contract/field-limits';
import { MAX_CART_LINES, MAX_LINE_UNITS } from '@/platform/cart/contract/cart-limits';
import { cancelOrderRequest, PAYMENT_MODES } from '@/platform/orders/contract/orders';
import { checkPincodeRequest } from '@/platform/delivery/contract/check-pincode';
import { COUPON_NOT_VALID_MESSAGE } from '@/platform/offers/contract/coupon-messages';
import { COUPON_CODE_MAX } from '@/platform/offers/contract/shopper-offers';
import { orderNumberParam } from '@/modules/orders/order-number';

/**
 * Bodies and queries the browser sends to the storefront's /store/* handlers, in the storefront's names (productId,
 * units, size); the platform's wire names (prod_id, unit, cart_size) are written only in lib/platform/transforms.
 * The shopper is always the cookie's token. Money never travels: the platform prices every line.
 */

const text = (max: number) => z.string().max(max);
const required = (max: number) => z.string().trim().min(1, 'is required').max(max);
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const productId = z.number().int().positive().max(2_147_483_647);
const units = (least: number) => z.number().int().min(least).max(MAX_LINE_UNITS);

// The account forms' bodies carry the contract's own limits (platform/shared/contract/field-limits.ts).
const password = z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH);

export const signInBody = z.object({
  username: required(SIGN_IN_LIMITS.username),
  password: z.string().min(1, 'is required').max(SIGN_IN_LIMITS.password),
});

export const registerBody = insertCustomerRequest;

export const passwordChangeBody = z.object({ oldPassword: password, newPassword: password });

export const forgotPasswordBody = z.object({ email: required(EMAIL_MAX) });
export const resetPasswordBody = z.object({ token: required(200), newPassword: password });

/** The address form's body: the platform's own schema (district from the PIN code, '' when none), country added by the handler. */
export const addressBody = addressRequest.omit({ country: true });
export type AddressBody = z.infer<typeof addressBody>;

/** A line of the cart or the checkout: a product, the size chosen ('' when it has none) and how many. */
const line = z.object({ productId, size: text(40).default(''), units: units(1) });
export type RequestedLine = z.infer<typeof line>;

/** A line of the cart to set: 0 units removes it; the colour is kept with it. */
const savedLine = line.extend({ units: units(0), colour: text(40).optional() });
export type SavedLine = z.infer<typeof savedLine>;

/** POST /store/cart: the lines whose units change. */
export const saveLinesBody = z.object({ lines: z.array(savedLine).min(1, 'must hold at least one line').max(MAX_CART_LINES) });

/** POST /store/cart/delete: the line to remove. */
export const deleteLineBody = line.pick({ productId: true, size: true });

/** The ids query of /store/products: '1,2,3'. */
export const productIdsQuery = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'must be a comma-separated list of product ids')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(productId).max(MAX_CART_LINES, `must name at most ${MAX_CART_LINES} products`));

/** The query of /store/search-suggestions: what the shopper has typed so far. */
export const suggestionsQuery = z.object({ q: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters') });

/** Buy Now's preparation: the product page's one line (a list, as the platform checks a list). */
export const prepareBody = z.array(line).min(1, 'must hold at least one item').max(MAX_CART_LINES);

/** The checkout's items: the given lines (Buy Now), or the shopper's server cart when none are given. */
export const checkoutItemsBody = z.object({ lines: z.array(line).min(1).max(MAX_CART_LINES).optional() });

/** A coupon code as the shopper typed it or a link carried it ('' for none); the platform says whether it applies. */
const couponCode = z
  .string()
  .trim()
  .max(COUPON_CODE_MAX)
  .regex(/^[A-Za-z0-9]*$/, COUPON_NOT_VALID_MESSAGE);

/** POST /store/cart/price: the cart's lines, the coupon to try and the payment mode (its discount), priced by the platform. */
export const cartPriceBody = z.object({
  lines: z.array(line).min(1, 'must hold at least one line').max(MAX_CART_LINES),
  couponCode: couponCode.default(''),
  paymentMode: z.enum([...PAYMENT_MODES, '']).default(''),
  /** The delivery address's PIN code (checkout), for whether cash on delivery is offered there. */
  pincode: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional(),
});
export type CartPriceBody = z.infer<typeof cartPriceBody>;

/** GET /store/delivery: the PIN code to check (the contract's own rule and message) and the product page's ASIN. */
export const pincodeCheckQuery = z.object({ pincode: checkPincodeRequest.shape.pincode, product: checkPincodeRequest.shape.ASIN });

/** GET /store/coupons/product: the product whose best offer the product page shows. */
export const productOfferQuery = z.object({ productId: positiveId });

export const placeOrderBody = z.object({
  addressId: positiveId,
  paymentMode: z.enum(PAYMENT_MODES),
  /** One key per checkout attempt, so a double click or a retry creates one order. */
  attemptKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 letters, digits or dashes'),
  /** COD: the platform's captcha and the code typed (the platform checks them). */
  captchaId: z.string().max(100).optional(),
  captchaCode: z.string().max(10).optional(),
  /** The coupon the checkout shows as applied ('' or absent for none); the platform prices it again. */
  couponCode: couponCode.optional(),
  lines: z
    .array(
      z.object({
        productId: positiveId,
        slug: required(100),
        units: z.coerce.number().int().min(1).max(MAX_LINE_UNITS),
        size: text(40),
        colour: text(40).optional(),
      }),
    )
    .min(1, 'must hold at least one item')
    .max(100),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** The payment dialog's result (Razorpay's razorpay_payment_id, razorpay_order_id and razorpay_signature). */
export const verifyPaymentBody = z.object({
  paymentId: required(100),
  gatewayOrderId: required(100),
  signature: required(200),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBody>;

export const retryPaymentBody = z.object({ orderId: required(40) });

/** The cancellation form's body: the platform's own reason, comment and quantity rules, the line as `itemId`. */
export const cancelItemBody = cancelOrderRequest.pick({ reason: true, comment: true, quantity: true }).extend({ itemId: positiveId });

/** POST /store/orders/code/send: the order awaiting its cash-on-delivery code, for a new code. */
export const sendOrderCodeBody = z.object({ orderId: orderNumberParam });

/** POST /store/orders/code/confirm: the order and the code typed (the platform checks it and says what is wrong). */
export const confirmOrderCodeBody = z.object({ orderId: orderNumberParam, code: text(20) });
