import { describe, expect, it } from 'vitest';
import { footerVisibility, isHeaderHidden, publicPath } from './chrome-visibility';

describe('publicPath', () => {
  it('strips the internal /site/{host} prefix', () => {
    expect(publicPath('/site/localhost%3A3000/addcart')).toBe('/addcart');
    expect(publicPath('/site/shop2.localhost')).toBe('/');
    expect(publicPath('/product/holi-t-shirt')).toBe('/product/holi-t-shirt');
    expect(publicPath('/wishlist/')).toBe('/wishlist');
    expect(publicPath(null)).toBe('/');
  });
});

describe('header and footer visibility', () => {
  it('hides the header on the cart, payment and checkout screens only', () => {
    for (const path of ['/addcart', '/paymentpage', '/PaymentPage', '/checkout2', '/Checkout2']) expect(isHeaderHidden(path)).toBe(true);
    for (const path of ['/', '/wishlist', '/product/x', '/addcart2']) expect(isHeaderHidden(path)).toBe(false);
  });

  it('hides the footer with the header, and on narrow screens on the cart, wishlist, profile and product pages', () => {
    expect(footerVisibility('/checkout2')).toBe('hidden');
    expect(footerVisibility('/addcart')).toBe('hidden');
    expect(footerVisibility('/wishlist')).toBe('wide-only');
    expect(footerVisibility('/UserProfile')).toBe('wide-only');
    expect(footerVisibility('/product/holi-t-shirt')).toBe('wide-only');
    expect(footerVisibility('/product-category/holi-t-shirt')).toBe('shown');
    expect(footerVisibility('/')).toBe('shown');
  });
});
