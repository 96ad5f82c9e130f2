import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_UNITS } from './cart-limits';
import { id, okAnswer, statusTrue, text } from '../../shared/contract/common';

/** A line of the server cart as Add_to_cart1 answers it. `size` repeats the chosen size for display. */
export const cartItem = z.object({
  id: z.number().int(),
  image: z.string(),
  ASIN: z.string(),
  name: z.string(),
  category: z.string(),
  size: z.string(),
  color: z.string(),
  discountPrice: z.number().int(),
  originalPrice: z.number().int(),
  /** Units chosen. */
  Unit: z.number().int(),
  /** Units in stock for the chosen size: the most this line may hold. */
  quantity: z.number().int(),
  cart_size: z.string(),
  recommendedSellingPrice: z.number().int(),
});
export type CartItemWire = z.infer<typeof cartItem>;

/** POST /api/Add_to_cart1, fetch form: a list with one object holding the token. */
export const cartFetchEntry = z.object({ user_token: text(200) }).strict();

/** POST /api/Add_to_cart1, save form: lines to set. `unit: 0` removes a line; `color` is an extension. */
export const cartSaveLine = z
  .object({
    prod_id: id,
    unit: z.coerce.number().int().min(0).max(MAX_LINE_UNITS),
    cart_size: text(40).default(''),
    color: text(40).optional(),
  })
  .strict();
export type CartSaveLine = z.infer<typeof cartSaveLine>;

export const cartRequest = z.union([
  z.array(cartFetchEntry).length(1),
  z.array(cartSaveLine).max(MAX_CART_LINES, `must hold at most ${MAX_CART_LINES} lines`),
]);

/** Both forms answer the whole cart after the call. */
export const cartAnswer = z.object({ status: statusTrue, message: z.string(), data: z.array(cartItem) });

/** POST /api/Delete_From_cart. Without `cart_size` (extension) every size of the product goes. */
export const cartDeleteRequest = z.object({
  prod_id: id,
  user_token: text(200).optional(),
  cart_size: text(40).optional(),
});
export const cartDeleteAnswer = okAnswer;

/** POST /api/cart_to_checkout: a list of {prod_id, unit}; `cart_size` is an extension. */
export const checkoutLineRequest = z.object({
  prod_id: id,
  unit: z.coerce.number().int().min(1).max(MAX_LINE_UNITS),
  cart_size: text(40).optional(),
});
export const cartToCheckoutRequest = z.array(checkoutLineRequest).min(1, 'must hold at least one item').max(MAX_CART_LINES);

export const checkoutItem = z.object({
  id: z.number().int(),
  prod_id: z.number().int(),
  asinid: z.number().int(),
  ASIN: z.string(),
  productcode: z.string(),
  name: z.string(),
  image: z.string(),
  discountPrice: z.number().int(),
  recommendedSellingPrice: z.number().int(),
  Unit: z.number().int(),
  cart_size: z.string(),
  /** Units in stock for that size. */
  quantity: z.number().int(),
  /** Extension: discountPrice × Unit, at the list price. */
  line_price: z.number().int(),
});
export type CheckoutItemWire = z.infer<typeof checkoutItem>;

export const totalsWire = z.object({
  items: z.number().int(),
  itemsPrice: z.number().int(),
  offer: z.number().int(),
  subtotal: z.number().int(),
  delivery: z.number().int(),
  /** The best automatic offer's saving, and its title ('' when none applies). */
  autoOffer: z.number().int(),
  autoOfferLabel: z.string(),
  /** The coupon's saving, and its code ('' when none applies). */
  coupon: z.number().int(),
  couponCode: z.string(),
  /** subtotal + delivery − autoOffer − coupon. */
  total: z.number().int(),
  /** The shop's online-payment discount, percent of what is left of the subtotal after the offer and coupon. */
  onlineDiscountPercent: z.number().int(),
  onlineDiscount: z.number().int(),
  /** total − onlineDiscount. */
  onlineTotal: z.number().int(),
});

/** `totals` is an extension: the platform's own figures for these items. */
export const cartToCheckoutAnswer = z.object({
  status: statusTrue,
  message: z.string(),
  data: z.array(checkoutItem),
  totals: totalsWire,
});
