import { forShopper } from '@/lib/cart/cart-handler';
import { fetchServerCart, saveServerLines } from '@/lib/cart/server-cart';

/** Empties the signed-in shopper's cart. */
export function POST() {
  return forShopper(async (shopper) => {
    const lines = await fetchServerCart(shopper);
    if (lines.length === 0) return [];
    return saveServerLines(
      shopper,
      lines.map((line) => ({ prod_id: line.productId, unit: 0, cart_size: line.size })),
    );
  });
}
