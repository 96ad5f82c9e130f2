import { MAX_QUANTITY_MESSAGE, sameLine, type CartLine } from './cart-line';
import type { CartChange, CartSave } from './cart-reducer';
import { planAdd } from './plan-add';

export type CartPlan = { ok: false; message: string } | { ok: true; next: CartLine[]; save: CartSave };

export const NOT_IN_CART_MESSAGE = 'This item is no longer in your cart.';

/**
 * What a change does to `lines`, decided by the spec's rules and nothing else: the lines to show and what to save.
 * Adding follows planAdd (a size when the product has sizes, never past the size's stock, at most 100 lines); plus
 * stops at the line's stock; minus never goes below 1.
 */
export function planChange(lines: readonly CartLine[], change: CartChange): CartPlan {
  switch (change.type) {
    case 'add': {
      const plan = planAdd(lines, change.product, change.size, change.colour, change.units ?? 1);
      if (!plan.ok) return plan;
      return { ok: true, next: plan.next, save: { type: 'lines', lines: [plan.line], product: change.product } };
    }
    case 'increment':
    case 'decrement': {
      const line = lines.find((l) => sameLine(l, change.productId, change.size));
      if (change.type === 'increment') {
        if (!line) return { ok: false, message: NOT_IN_CART_MESSAGE };
        if (line.units >= line.stock) return { ok: false, message: MAX_QUANTITY_MESSAGE };
      } else if (!line || line.units <= 1) return { ok: true, next: [...lines], save: { type: 'none' } };
      const updated = { ...line, units: line.units + (change.type === 'increment' ? 1 : -1) };
      return { ok: true, next: lines.map((l) => (l === line ? updated : l)), save: { type: 'lines', lines: [updated] } };
    }
    case 'remove':
      return {
        ok: true,
        next: lines.filter((l) => !sameLine(l, change.productId, change.size)),
        save: { type: 'remove', productId: change.productId, size: change.size },
      };
    case 'clear':
      return { ok: true, next: [], save: { type: 'clear' } };
  }
}
