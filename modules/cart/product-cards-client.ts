import type { ProductCard } from '@/lib/platform/types';
import { storeData } from '@/lib/store/browser';
import { MAX_CART_LINES } from '@/platform/cart/contract/cart-limits';

/**
 * Cards for products named by id (guest cart, wishlist, recently viewed) from /store/products, at the shop's
 * current prices: one request per 200 ids. Ids no longer sold are absent from the map. Throws when the lookup
 * fails, so callers keep what they have rather than mistake a network error for withdrawn products.
 */
export async function fetchProductCards(ids: readonly number[]): Promise<Map<number, ProductCard>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, ProductCard>();
  for (let start = 0; start < unique.length; start += MAX_CART_LINES) {
    const batch = unique.slice(start, start + MAX_CART_LINES);
    for (const card of await storeData<ProductCard[]>(`/store/products?ids=${batch.join(',')}`)) found.set(card.id, card);
  }
  return found;
}
