import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows the ends, the neighbours and gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 17)).toEqual([1, null, 4, 5, 6, null, 17]);
    expect(pageWindow(3, 17)).toEqual([1, 2, 3, 4, null, 17]);
    expect(pageWindow(17, 17)).toEqual([1, null, 16, 17]);
  });
});
