import { describe, expect, it } from 'vitest';
import { containsPattern, mrpPaiseBounds } from './product-filters';
import { sellingRupees } from './pricing';

describe('mrpPaiseBounds', () => {
  it('admits exactly the supplier MRPs whose rounded selling MRP lies in the band', () => {
    for (const markup of [0, 7, 12, 33]) {
      for (const [min, max] of [
        [100, 1000],
        [2000, 3000],
        [8000, 50000],
      ] as const) {
        const { low, high } = mrpPaiseBounds(min, max, markup);
        for (const paise of [low - 2, low - 1, low, low + 1, high - 1, high, high + 1, high + 2]) {
          const rupees = sellingRupees(paise, markup);
          expect(paise >= low && paise <= high, `${paise} paise at ${markup}%`).toBe(rupees >= min && rupees <= max);
        }
      }
    }
  });

  it('puts a band edge inside the band', () => {
    expect(mrpPaiseBounds(2000, 3000, 0)).toEqual({ low: 199950, high: 300049 });
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards and backslashes literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('kurta')).toBe('%kurta%');
  });
});
