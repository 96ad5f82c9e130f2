import { MAX_LINE_UNITS } from '@/platform/cart/contract/cart-limits';
import { sameLine, type CartLine } from './cart-line';

export type MergeLine = Pick<CartLine, 'productId' | 'size' | 'colour' | 'units' | 'stock'>;

/**
 * The cart after sign-in: the server's lines, with a guest line of the same product and size adding its units
 * (up to the stock), and the other guest lines after them. Lines out of stock are left out of the guest's side.
 */
export function mergeCarts<L extends MergeLine>(server: readonly L[], guest: readonly L[]): L[] {
  const merged = server.map((line) => ({ ...line }));
  for (const line of guest) {
    if (line.stock <= 0) continue;
    const existing = merged.find((m) => sameLine(m, line.productId, line.size));
    if (existing) existing.units = Math.max(existing.units, Math.min(existing.units + line.units, existing.stock, MAX_LINE_UNITS));
    else merged.push({ ...line, units: Math.min(line.units, line.stock, MAX_LINE_UNITS) });
  }
  return merged;
}

/** The lines whose units the merge changed or added: what must be saved to the server. */
export function mergeChanges<L extends MergeLine>(server: readonly L[], merged: readonly L[]): L[] {
  return merged.filter((line) => server.find((s) => sameLine(s, line.productId, line.size))?.units !== line.units);
}
