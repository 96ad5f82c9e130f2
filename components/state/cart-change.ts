import type { BackendAnswer } from '@/modules/cart/backend-answer';
import type { CartBackend } from '@/modules/cart/cart-backend';
import { LOAD_ERROR, type CartAction, type CartChange, type CartResult, type CartState } from '@/modules/cart/cart-reducer';
import { planChange } from '@/modules/cart/plan-change';
import type { Store } from './store';

/**
 * One change of the cart, as the cart store runs it (components/state/cart-store.ts, which loads this module with
 * the first change): planned from the lines as the backend last answered them, then stored. `refused` reports a
 * server's refusal (and ends the session on a 401).
 */
export async function applyChange(
  store: Store<CartState, CartAction>,
  backend: CartBackend | null,
  change: CartChange,
  refused: (answer: Extract<BackendAnswer, { ok: false }>, logged: string) => CartResult,
): Promise<CartResult> {
  const { owner, lines } = store.getState();
  if (!backend || !owner) return { ok: false, message: LOAD_ERROR };
  const plan = planChange(lines, change);
  if (!plan.ok) return plan;
  if (plan.save.type === 'none') return { ok: true };
  // The server's answer takes a moment: the new units show at once, and go back if the save is refused.
  const shownFirst = backend.kind === 'server' && plan.save.type === 'lines';
  if (shownFirst) store.dispatch({ type: 'lines', owner, lines: plan.next });
  const answer = await backend.save(plan.save, plan.next);
  if (answer.ok) {
    store.dispatch({ type: 'lines', owner, lines: answer.lines });
    return { ok: true };
  }
  if (shownFirst) store.dispatch({ type: 'lines', owner, lines });
  if (backend.kind === 'guest') return { ok: false, message: answer.message };
  return refused(answer, plan.save.type === 'remove' ? 'Error deleting product from API' : 'Error saving cart to API');
}
