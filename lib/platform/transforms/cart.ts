import type { z } from 'zod';
import type { CartLine } from '@/modules/cart/cart-line';
import type { RequestedLine, SavedLine } from '@/lib/validation/store-requests';
import type { cartDeleteRequest, CartItemWire, CartSaveLine, checkoutLineRequest } from '@/platform/cart/contract/cart';

/** A line of the server cart (Add_to_cart1's answer) in the storefront's names. */
export function lineFromWire(item: CartItemWire): CartLine {
  return {
    productId: item.id,
    slug: item.ASIN,
    name: item.name,
    image: item.image,
    category: item.category,
    size: item.cart_size,
    colour: item.color,
    price: item.discountPrice,
    originalPrice: item.originalPrice,
    deliveryCharge: item.recommendedSellingPrice,
    units: item.Unit,
    stock: item.quantity,
  };
}

/** Add_to_cart1's fetch form: the shopper's token, which asks for the cart as it is. */
export function cartFetchWire(token: string): [{ user_token: string }] {
  return [{ user_token: token }];
}

/** A line to set, in Add_to_cart1's names (0 units removes it). */
export function savedLineToWire({ productId, units, size, colour }: SavedLine): CartSaveLine {
  return { prod_id: productId, unit: units, cart_size: size, ...(colour !== undefined ? { color: colour } : {}) };
}

/** The line to remove, in Delete_From_cart's names. */
export function deletedLineToWire(productId: number, size: string, token: string): z.input<typeof cartDeleteRequest> {
  return { prod_id: productId, user_token: token, cart_size: size };
}

/** A line to price for the checkout, in cart_to_checkout's names (no size: the product has none). */
export function checkoutLineToWire({ productId, units, size }: RequestedLine): z.input<typeof checkoutLineRequest> {
  return { prod_id: productId, unit: units, ...(size ? { cart_size: size } : {}) };
}
