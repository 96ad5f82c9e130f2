import { describe, expect, it } from 'vitest';
import { isSoldOut, showsSaleBadge } from './sold-out';

const size = (label: string, stock: number) => ({ id: 1, label, stock });

describe('sold out', () => {
  it('is every size at 0, or no stock for an unsized product', () => {
    expect(isSoldOut({ sizes: [size('S', 0), size('M', 0)], stock: 0 })).toBe(true);
    expect(isSoldOut({ sizes: [size('S', 0), size('M', 2)], stock: 2 })).toBe(false);
    expect(isSoldOut({ sizes: [], stock: 0 })).toBe(true);
    expect(isSoldOut({ sizes: [], stock: 5 })).toBe(false);
  });

  it('shows no ON SALE badge on what cannot be bought', () => {
    expect(showsSaleBadge({ sizes: [], stock: 0, percentOff: 40 })).toBe(false);
    expect(showsSaleBadge({ sizes: [], stock: 3, percentOff: 40 })).toBe(true);
    expect(showsSaleBadge({ sizes: [], stock: 3, percentOff: 0 })).toBe(false);
  });
});
