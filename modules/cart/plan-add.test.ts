import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@/lib/platform/types';
import { planAdd } from './plan-add';
import { testCard } from './test-card';

const card = (overrides: Partial<ProductCard> = {}) =>
  testCard({
    sizes: [
      { id: 1, label: 'M', stock: 2 },
      { id: 2, label: 'L', stock: 0 },
    ],
    ...overrides,
  });

describe('planAdd', () => {
  it('refuses a sized product without a size, with the spec message', () => {
    expect(planAdd([], card(), undefined, undefined, 1)).toEqual({ ok: false, message: 'Please select a size before proceeding!' });
  });

  it('refuses a size that is out of stock', () => {
    expect(planAdd([], card(), 'L', undefined, 1)).toEqual({ ok: false, message: 'Cotton Kurta is out of stock in size L.' });
  });

  it('adds a new line, then raises its units, never past the stock of the size', () => {
    const first = planAdd([], card(), 'M', undefined, 1);
    expect(first.ok && first.next.map((l) => [l.size, l.units])).toEqual([['M', 1]]);
    const second = first.ok ? planAdd(first.next, card(), 'M', undefined, 1) : first;
    expect(second.ok && second.next.map((l) => [l.size, l.units])).toEqual([['M', 2]]);
    const third = second.ok ? planAdd(second.next, card(), 'M', undefined, 1) : second;
    expect(third).toEqual({ ok: false, message: 'Maximum quantity reached!' });
  });
});
