import { describe, expect, it } from 'vitest';
import { chunk, wrapPage } from './wrap-page';

describe('wrapPage', () => {
  it('wraps both ways', () => {
    expect(wrapPage(0, 1, 3)).toBe(1);
    expect(wrapPage(2, 1, 3)).toBe(0);
    expect(wrapPage(0, -1, 3)).toBe(2);
    expect(wrapPage(0, 1, 1)).toBe(0);
  });

  it('chunks into pages of 6', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
    expect(chunk([], 6)).toEqual([]);
  });
});
