import { describe, expect, it } from 'vitest';
import { mergeCarts, mergeChanges, type MergeLine } from './cart-merge';

const line = (productId: number, size: string, units: number, stock = 50, colour = ''): MergeLine => ({ productId, size, units, stock, colour });

describe('merging the guest cart into the server cart at sign-in', () => {
  it('adds the units of the same product and size, and appends the other guest lines', () => {
    const server = [line(1, 'M', 2), line(2, '', 1)];
    const guest = [line(1, 'M', 3), line(1, 'L', 1), line(3, '', 4)];
    const merged = mergeCarts(server, guest);
    expect(merged).toEqual([line(1, 'M', 5), line(2, '', 1), line(1, 'L', 1), line(3, '', 4)]);
    expect(mergeChanges(server, merged)).toEqual([line(1, 'M', 5), line(1, 'L', 1), line(3, '', 4)]);
  });

  it('matches sizes without regard to case', () => {
    expect(mergeCarts([line(1, 'M', 1)], [line(1, 'm', 1)])).toEqual([line(1, 'M', 2)]);
  });

  it('never goes past the stock or 99 units, and leaves out guest lines out of stock', () => {
    expect(mergeCarts([line(1, 'M', 4, 5)], [line(1, 'M', 4, 5)])).toEqual([line(1, 'M', 5, 5)]);
    expect(mergeCarts([], [line(1, 'M', 9, 3), line(2, 'S', 2, 0)])).toEqual([line(1, 'M', 3, 3)]);
    expect(mergeCarts([line(1, '', 90, 500)], [line(1, '', 90, 500)])).toEqual([line(1, '', 99, 500)]);
  });

  it('keeps a server line above a stock that has since fallen, rather than lowering it', () => {
    expect(mergeCarts([line(1, 'M', 6, 2)], [line(1, 'M', 1, 2)])).toEqual([line(1, 'M', 6, 2)]);
  });

  it('changes nothing when the guest cart is empty', () => {
    const server = [line(1, 'M', 2)];
    expect(mergeChanges(server, mergeCarts(server, []))).toEqual([]);
  });
});
