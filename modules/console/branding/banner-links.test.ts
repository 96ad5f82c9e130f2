import { describe, expect, it } from 'vitest';
import { CATALOGUE_FIXED_PATHS, LISTING_PAGE_PREFIXES, PERSONAL_PATHS, PRODUCT_PAGE_PREFIXES, SIGNED_IN_PATHS } from '@/lib/routes.mjs';
import * as shopPages from '@/platform/shops/contract/shop-pages';
import { linkKindOf, listingLink, productLink, searchLink } from './banner-links';

describe("a banner's link, picked", () => {
  it('writes the storefront’s own links', () => {
    expect(listingLink('subcategory', 1005)).toBe('/products-section/1005');
    expect(listingLink('category', 104)).toBe('/products-section2/104');
    expect(listingLink('group', 3)).toBe('/products-section2/3');
    expect(productLink('HOLI-TSHIRT-01')).toBe('/product/HOLI-TSHIRT-01');
    expect(searchLink(' silk saree ')).toBe('/Product-Serach/silk%20saree');
  });

  it('knows which choice a saved link is, so the picker opens on it', () => {
    expect(linkKindOf('')).toBe('home');
    expect(linkKindOf('/products-section2/104')).toBe('category');
    expect(linkKindOf('/products-section/1005')).toBe('category');
    expect(linkKindOf('/product/abc')).toBe('product');
    expect(linkKindOf('/Product-Serach/silk%20saree')).toBe('search');
    expect(linkKindOf('/aboutPage')).toBe('typed');
    expect(linkKindOf('https://example.com/sale')).toBe('typed');
  });

  it('checks links against the pages the storefront has (the platform keeps its own copy of their names)', () => {
    expect(shopPages.PRODUCT_PAGE_PREFIXES).toEqual(PRODUCT_PAGE_PREFIXES);
    expect([...shopPages.LISTING_PAGE_PREFIXES, shopPages.SEARCH_PAGE_PREFIX]).toEqual(LISTING_PAGE_PREFIXES);
    const pages = new Set([...CATALOGUE_FIXED_PATHS, ...PERSONAL_PATHS, ...SIGNED_IN_PATHS]);
    for (const page of shopPages.LINKABLE_PAGES) expect(pages.has(page), page).toBe(true);
  });
});
