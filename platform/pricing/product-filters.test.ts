import { describe, expect, it } from 'vitest';
import { containsPattern } from './product-filters';

describe('containsPattern', () => {
  it('takes LIKE wildcards and backslashes literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('kurta')).toBe('%kurta%');
  });
});
