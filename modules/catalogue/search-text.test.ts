import { describe, expect, it } from 'vitest';
import { asTypedSearchPath, searchPath, searchTextFromParam, wasCorrected } from './search-text';

describe('search text', () => {
  it('decodes and tidies the URL parameter', () => {
    expect(searchTextFromParam('t-shrit')).toBe('t-shrit');
    expect(searchTextFromParam('cotton%20%20kurta%20')).toBe('cotton kurta');
    expect(searchTextFromParam('100%')).toBe('100%');
    expect(searchTextFromParam('x'.repeat(300))).toHaveLength(200);
  });

  it('takes control characters for spaces: a %00 in the URL is no part of the words', () => {
    expect(searchTextFromParam('cotton%00kurta')).toBe('cotton kurta');
    expect(searchTextFromParam('%00%01%7F')).toBe('');
  });

  it('notices a spelling correction but not a change of punctuation or case', () => {
    expect(wasCorrected('t-shrit', 't shirt')).toBe(true);
    expect(wasCorrected('T-Shirt', 't shirt')).toBe(false);
    expect(wasCorrected('shirt', undefined)).toBe(false);
  });

  it('builds the results path', () => {
    expect(searchPath('kids & toys')).toBe('/Product-Serach/kids%20%26%20toys');
    expect(asTypedSearchPath('kurta/set')).toBe('/Product-Serach/kurta%2Fset/as-typed');
  });
});
