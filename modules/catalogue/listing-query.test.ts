import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, hasNarrowingFilters, listingHref, listingQueryString, parseListingQuery } from './listing-query';

describe('parseListingQuery', () => {
  it('reads sort, price band, name filter, page and category', () => {
    expect(parseListingQuery({ sort: 'priceLowToHigh', price: '100-1000', q: ' Kurta ', page: '3', cat: '101' })).toEqual({
      sort: 'priceLowToHigh',
      price: '100-1000',
      q: 'Kurta',
      page: 3,
      cat: 101,
    });
  });

  it('falls back to defaults for unknown or malformed values', () => {
    expect(parseListingQuery({ sort: 'cheapest', price: '0-99', page: '-2', cat: 'x' })).toEqual(DEFAULT_FILTERS);
    expect(parseListingQuery({ page: '1e3' }).page).toBe(1);
    expect(parseListingQuery({ page: '99999999' }).page).toBe(1);
    expect(parseListingQuery({ sort: ['nameAZ', 'nameZA'] }).sort).toBe('nameAZ');
    expect(parseListingQuery({ q: 'a'.repeat(300) }).q).toHaveLength(100);
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
