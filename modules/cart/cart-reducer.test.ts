import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line';
import { testCard } from './test-card';
import { cartReducer, INITIAL_CART, LOAD_ERROR, type CartState } from './cart-reducer';
import { NOT_IN_CART_MESSAGE, planChange } from './plan-change';

const line = (productId: number, size: string, units: number, stock = 3): CartLine => ({
  productId,
  slug: `p-${productId}`,
  name: `Product ${productId}`,
  image: '',
  category: '',
  size,
  colour: '',
  price: 100,
  originalPrice: 150,
  deliveryCharge: 0,
  units,
  stock,
});

const card = testCard;

describe('cartReducer', () => {
  const loaded = (owner: string, lines: CartLine[]): CartState =>
    cartReducer(cartReducer(INITIAL_CART, { type: 'loading', owner }), { type: 'loaded', owner, lines, error: null });

  it('is not ready until the owner’s cart has loaded, then holds its lines', () => {
    const loading = cartReducer(INITIAL_CART, { type: 'loading', owner: 'guest' });
    expect(loading).toMatchObject({ owner: 'guest', ready: false, lines: [] });
    expect(cartReducer(loading, { type: 'loaded', owner: 'guest', lines: [line(1, 'M', 1)], error: null })).toMatchObject({
      ready: true,
      lines: [line(1, 'M', 1)],
    });
  });

  it('keeps a load error for the cart screen', () => {
    const state = cartReducer(cartReducer(INITIAL_CART, { type: 'loading', owner: 'guest' }), {
      type: 'loaded',
      owner: 'guest',
      lines: [],
      error: LOAD_ERROR,
    });
    expect(state).toMatchObject({ ready: true, error: LOAD_ERROR });
    expect(cartReducer(state, { type: 'loading', owner: 'guest' }).error).toBeNull();
  });

  it('ignores the lines of a cart that is no longer the shopper’s', () => {
    const guest = loaded('guest', [line(1, 'M', 1)]);
    const signingIn = cartReducer(guest, { type: 'loading', owner: 'user:a@example.com' });
    expect(signingIn.lines).toEqual([]);
    expect(cartReducer(signingIn, { type: 'lines', owner: 'guest', lines: [line(1, 'M', 2)] })).toBe(signingIn);
    expect(cartReducer(signingIn, { type: 'loaded', owner: 'guest', lines: [line(1, 'M', 2)], error: null })).toBe(signingIn);
  });

  it('keeps the lines while the same owner’s cart is read again', () => {
    const state = loaded('guest', [line(1, 'M', 1)]);
    expect(cartReducer(state, { type: 'loading', owner: 'guest' })).toMatchObject({ ready: false, lines: [line(1, 'M', 1)] });
  });

  it('marks lines being removed, once each', () => {
    const on = cartReducer(INITIAL_CART, { type: 'removing', key: '1|m', on: true });
    expect(on.removing).toEqual(['1|m']);
    expect(cartReducer(on, { type: 'removing', key: '1|m', on: true })).toBe(on);
    expect(cartReducer(on, { type: 'removing', key: '1|m', on: false }).removing).toEqual([]);
  });
});

describe('planChange', () => {
  const lines = [line(1, 'M', 1, 2), line(2, '', 2, 5)];

  it('adds a new line and saves only it, with the product for the guest cookie', () => {
    const plan = planChange(lines, { type: 'add', product: card(), size: 'm' });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.next).toHaveLength(3);
    expect(plan.save).toMatchObject({ type: 'lines', lines: [{ productId: 7, size: 'M', units: 1 }], product: { id: 7 } });
  });

  it('refuses an add the spec refuses (no size), changing nothing', () => {
    expect(planChange(lines, { type: 'add', product: card() })).toEqual({ ok: false, message: 'Please select a size before proceeding!' });
  });

  it('steps a line up to its stock, then says why not', () => {
    const plan = planChange(lines, { type: 'increment', productId: 1, size: 'm' });
    expect(plan).toMatchObject({ ok: true, save: { type: 'lines', lines: [{ productId: 1, units: 2 }] } });
    if (!plan.ok) return;
    expect(plan.next[0]!.units).toBe(2);
    expect(plan.next[1]).toBe(lines[1]);
    expect(planChange(plan.next, { type: 'increment', productId: 1, size: 'M' })).toEqual({ ok: false, message: 'Maximum quantity reached!' });
  });

  it('never steps below 1, and saves nothing then', () => {
    expect(planChange(lines, { type: 'decrement', productId: 1, size: 'M' })).toMatchObject({ ok: true, save: { type: 'none' } });
    expect(planChange(lines, { type: 'decrement', productId: 2, size: '' })).toMatchObject({
      ok: true,
      save: { type: 'lines', lines: [{ productId: 2, units: 1 }] },
    });
  });

  it('says a line is gone when plus finds none', () => {
    expect(planChange(lines, { type: 'increment', productId: 9, size: '' })).toEqual({ ok: false, message: NOT_IN_CART_MESSAGE });
  });

  it('removes one line and clears them all', () => {
    expect(planChange(lines, { type: 'remove', productId: 1, size: 'm' })).toEqual({
      ok: true,
      next: [lines[1]],
      save: { type: 'remove', productId: 1, size: 'm' },
    });
    expect(planChange(lines, { type: 'clear' })).toEqual({ ok: true, next: [], save: { type: 'clear' } });
  });
});
