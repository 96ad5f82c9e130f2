import type { ProductCard } from '@/lib/platform/types';
import { MAX_CART_LINES } from '@/platform/cart/contract/cart-limits';
import { CART_FULL_MESSAGE, MAX_QUANTITY_MESSAGE, sameLine, SELECT_SIZE_MESSAGE, type CartLine } from './cart-line';
import { canonicalSize, lineFromCard, stockFor } from './cart-line-from-card';

export type AddPlan = { ok: false; message: string } | { ok: true; line: CartLine; next: CartLine[] };

/**
 * What adding `units` of a product in a size does to the cart: the spec's rules (a size is required when the product
 * has sizes; an existing line grows and takes the new size's colour; never past the size's stock) decide, nothing saved.
 */
export function planAdd(
  current: readonly CartLine[],
  product: ProductCard,
  size: string | undefined,
  colour: string | undefined,
  units: number,
): AddPlan {
  const chosen = canonicalSize(product, size);
  if (chosen === null) return { ok: false, message: SELECT_SIZE_MESSAGE };
  const stock = stockFor(product, chosen);
  if (stock <= 0) return { ok: false, message: chosen ? `${product.name} is out of stock in size ${chosen}.` : `${product.name} is out of stock.` };
  const existing = current.find((l) => sameLine(l, product.id, chosen));
  const wanted = (existing?.units ?? 0) + Math.max(1, Math.floor(units));
  if (wanted > stock) return { ok: false, message: MAX_QUANTITY_MESSAGE };
  if (!existing && current.length >= MAX_CART_LINES) return { ok: false, message: CART_FULL_MESSAGE };
  const line = lineFromCard(product, chosen, colour || existing?.colour || product.colour, wanted);
  return { ok: true, line, next: existing ? current.map((l) => (l === existing ? line : l)) : [...current, line] };
}
