import { describe, expect, it } from 'vitest';
import { fittingText } from './fitting-text';

const OPTIONS = ['Search for products, brands and more', 'Search products and brands', 'Search products', 'Search'];
/** 7 px a character, as a stand-in for the browser's measure. */
const measure = (text: string) => text.length * 7;

describe('a text that fits its box', () => {
  it('is the longest option that fits', () => {
    expect(fittingText(OPTIONS, 400, measure)).toBe('Search for products, brands and more');
    expect(fittingText(OPTIONS, 200, measure)).toBe('Search products and brands');
    expect(fittingText(OPTIONS, 105, measure)).toBe('Search products');
  });

  it('is the shortest one when nothing fits', () => {
    expect(fittingText(OPTIONS, 10, measure)).toBe('Search');
  });
});
