import { describe, expect, it } from 'vitest';
import {
  chosenValueCount,
  DEFAULT_FILTERS,
  hasNarrowingFilters,
  listingHref,
  listingQueryString,
  parseListingQuery,
  priceRangeLabel,
  toggledValue,
} from './listing-query';

describe('parseListingQuery', () => {
  it('reads sort, price band, name filter, page and category', () => {
    expect(parseListingQuery({ sort: 'priceLowToHigh', price: '100-1000', q: ' Kurta ', page: '3', cat: '101' })).toEqual({
      ...DEFAULT_FILTERS,
      sort: 'priceLowToHigh',
      price: '100-1000',
      q: 'Kurta',
      page: 3,
      cat: 101,
    });
  });

  it('falls back to defaults for unknown or malformed values', () => {
    expect(parseListingQuery({ sort: 'cheapest', price: 'abc', page: '-2', cat: 'x' })).toEqual(DEFAULT_FILTERS);
    expect(parseListingQuery({ price: '900-100', size: ['\u0000', '', 'x'.repeat(61)], discount: '20', rating: '5', instock: 'yes' })).toEqual(
      DEFAULT_FILTERS,
    );
    expect(parseListingQuery({ page: '1e3' }).page).toBe(1);
    expect(parseListingQuery({ page: '99999999' }).page).toBe(1);
    expect(parseListingQuery({ sort: ['nameAZ', 'nameZA'] }).sort).toBe('nameAZ');
    expect(parseListingQuery({ q: 'a'.repeat(300) }).q).toHaveLength(100);
  });
});

describe('the shopper’s filters in the URL', () => {
  it('reads several values of a filter, ranges, steps and stock', () => {
    const filters = parseListingQuery({ size: ['M', 'L', 'M'], colour: 'Blue', price: '500-1500', discount: '30', rating: '4', instock: '1' });
    expect(filters).toMatchObject({ sizes: ['M', 'L'], colours: ['Blue'], price: '500-1500', discount: 30, rating: 4, inStock: true });
    expect(listingQueryString({ ...filters, sort: 'nameAZ', page: 2 })).toBe(
      '?size=M&size=L&colour=Blue&price=500-1500&discount=30&rating=4&instock=1&sort=nameAZ&page=2',
    );
    expect(chosenValueCount(filters)).toBe(7);
    expect(parseListingQuery({ min: '500', max: '' }).price).toBe('500-');
    expect(priceRangeLabel('500-')).toBe('Over ₹500');
    expect(priceRangeLabel('-1500')).toBe('Under ₹1,500');
    const hindi = { under: (amount: string) => `${amount} से कम`, over: (amount: string) => `${amount} से ज़्यादा` };
    expect(priceRangeLabel('-1500', hindi)).toBe('₹1,500 से कम');
    expect(priceRangeLabel('500-', hindi)).toBe('₹500 से ज़्यादा');
    expect(priceRangeLabel('100-1000', hindi)).toBe('₹100 – ₹1,000');
  });

  it('toggles a value and goes back to page 1', () => {
    const filters = { ...DEFAULT_FILTERS, sizes: ['M'], page: 3 };
    expect(listingHref('/p/1', filters, toggledValue(filters, 'sizes', 'L'))).toBe('/p/1?size=M&size=L');
    expect(listingHref('/p/1', filters, toggledValue(filters, 'sizes', 'M'))).toBe('/p/1');
  });
});

describe('listing links', () => {
  const filters = { ...DEFAULT_FILTERS, sort: 'nameAZ' as const, page: 4 };

  it('leaves defaults out of the query', () => {
    expect(listingQueryString(DEFAULT_FILTERS)).toBe('');
    expect(listingQueryString({ ...DEFAULT_FILTERS, q: 'cotton kurta', page: 2 })).toBe('?q=cotton+kurta&page=2');
  });

  it('goes back to page 1 when a filter changes, keeps the others', () => {
    expect(listingHref('/products-section2/101', filters, { price: '2000-3000' })).toBe('/products-section2/101?price=2000-3000&sort=nameAZ');
    expect(listingHref('/products-section2/101', filters, { page: 5 })).toBe('/products-section2/101?sort=nameAZ&page=5');
    expect(listingHref('/products-section2/101', filters, { sort: 'featured' })).toBe('/products-section2/101');
  });

  it('knows when the list is narrowed', () => {
    expect(hasNarrowingFilters(filters)).toBe(false);
    expect(hasNarrowingFilters({ ...filters, q: 'x' })).toBe(true);
  });
});
