import { z } from 'zod';
import { addressRequest } from '@/platform/contract/addresses';
import { insertCustomerRequest } from '@/platform/contract/auth';
import { EMAIL_MAX, PASSWORD_MAX_LENGTH, SIGN_IN_LIMITS } from '@/platform/contract/field-limits';
import { MAX_CART_LINES, MAX_LINE_UNITS } from '@/platform/contract/cart-limits';
import { cancelOrderRequest, PAYMENT_MODES } from '@/platform/contract/orders';

/** Bodies the browser sends to the storefront's /store/* handlers. The shopper is always the cookie's token. */

const text = (max: number) => z.string().max(max);
const required = (max: number) => z.string().trim().min(1, 'is required').max(max);
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

// The account forms' bodies carry the contract's own limits (platform/contract/field-limits.ts).
const password = z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH);

export const signInBody = z.object({
  username: required(SIGN_IN_LIMITS.username),
  password: z.string().min(1, 'is required').max(SIGN_IN_LIMITS.password),
});

export const registerBody = insertCustomerRequest;

export const passwordChangeBody = z.object({ old_password: password, new_password: password });

export const forgotPasswordBody = z.object({ email: required(EMAIL_MAX) });
export const resetPasswordBody = z.object({ token: required(200), new_password: password });

/** The address form's body: the platform's own schema, country (India) and district (empty) added by the handler. */
export const addressBody = addressRequest.omit({ country: true, district: true });
export type AddressBody = z.infer<typeof addressBody>;

const checkoutLine = z.object({
  prod_id: positiveId,
  unit: z.coerce.number().int().min(1).max(MAX_LINE_UNITS),
  cart_size: text(40).optional(),
});

/** Buy Now's preparation: the product page's JSON list. */
export const prepareBody = z.array(checkoutLine).min(1, 'must hold at least one item').max(MAX_CART_LINES);

/** The checkout's items: the given lines (Buy Now), or the shopper's server cart when none are given. */
export const checkoutItemsBody = z.object({ lines: z.array(checkoutLine).min(1).max(MAX_CART_LINES).optional() });

export const placeOrderBody = z.object({
  addressId: positiveId,
  paymentMode: z.enum(PAYMENT_MODES),
  /** One key per checkout attempt, so a double click or a retry creates one order. */
  attemptKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 letters, digits or dashes'),
  /** COD: the platform's captcha and the code typed (the platform checks them). */
  captchaId: z.string().max(100).optional(),
  captchaCode: z.string().max(10).optional(),
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

export const verifyPaymentBody = z.object({
  razorpay_payment_id: required(100),
  razorpay_order_id: required(100),
  razorpay_signature: required(200),
});

export const retryPaymentBody = z.object({ orderId: required(40) });

/** The cancellation form's body: the platform's own reason, comment and quantity rules, the line as `itemId`. */
export const cancelItemBody = cancelOrderRequest.pick({ reason: true, comment: true, quantity: true }).extend({ itemId: positiveId });
