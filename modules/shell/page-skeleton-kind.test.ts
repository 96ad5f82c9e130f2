import { describe, expect, it } from 'vitest';
import { pageSkeletonKind } from './page-skeleton-kind';

describe('the skeleton shown while a page loads', () => {
  it('is the product skeleton for the three product routes', () => {
    for (const path of ['/product/holi-t-shirt', '/product-category/holi-t-shirt', '/product-categoryy/holi-t-shirt'])
      expect(pageSkeletonKind(path)).toBe('product');
  });

  it('is the listing skeleton for listings and search results', () => {
    for (const path of ['/products-section/1001', '/products-section2/101', '/Product-Serach/shirt']) expect(pageSkeletonKind(path)).toBe('listing');
  });

  it('is none for other pages', () => {
    for (const path of ['/', '/addcart', '/wishlist', '/product', '/products-section2/101/extra', '/login'])
      expect(pageSkeletonKind(path)).toBeNull();
  });
});
