import { describe, expect, it } from 'vitest';
import { deleteLineRequest, productIdsQuery, saveLinesRequest } from './cart-requests';

describe('bodies of the /store/cart handlers', () => {
  it('accepts lines of product, size, units (0 removes) and an optional colour', () => {
    expect(
      saveLinesRequest.parse({
        lines: [
          { productId: 3, size: 'M', units: 2, colour: 'Red' },
          { productId: 4, units: 0 },
        ],
      }),
    ).toEqual({
      lines: [
        { productId: 3, size: 'M', units: 2, colour: 'Red' },
        { productId: 4, size: '', units: 0 },
      ],
    });
  });

  it('refuses empty, oversized or malformed saves, and never takes a price', () => {
    for (const body of [
      {},
      { lines: [] },
      { lines: [{ productId: 0, units: 1 }] },
      { lines: [{ productId: 1, units: 100 }] },
      { lines: [{ productId: 1, units: 1.5 }] },
      { lines: [{ productId: '1', units: 1 }] },
      { lines: [{ productId: 1, units: 1, size: 'x'.repeat(41) }] },
      { lines: Array.from({ length: 201 }, (_, i) => ({ productId: i + 1, units: 1 })) },
    ]) {
      expect(saveLinesRequest.safeParse(body).success).toBe(false);
    }
    expect(saveLinesRequest.parse({ lines: [{ productId: 1, units: 1, price: 1 }] }).lines[0]).not.toHaveProperty('price');
  });

  it('names the line to delete by product and size', () => {
    expect(deleteLineRequest.parse({ productId: 9 })).toEqual({ productId: 9, size: '' });
    expect(deleteLineRequest.safeParse({ size: 'M' }).success).toBe(false);
  });

  it('reads the ids of a product lookup once each, up to 200', () => {
    expect(productIdsQuery.parse('3,1,3,2')).toEqual([3, 1, 2]);
    for (const bad of ['', '1,,2', 'a', '1;2', '0', Array.from({ length: 201 }, (_, i) => i + 1).join(',')]) {
      expect(productIdsQuery.safeParse(bad).success).toBe(false);
    }
  });
});
