import type { CartLine } from '@/lib/cart/cart-line';
import type { CartItemWire } from '@/platform/contract/cart';

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
