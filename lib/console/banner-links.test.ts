import { describe, expect, it } from 'vitest';
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
});
