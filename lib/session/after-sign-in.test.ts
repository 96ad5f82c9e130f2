import { describe, expect, it } from 'vitest';
import { greetsAfterSignIn, signedInDestination } from './after-sign-in';
import { signInHref } from './safe-next';

describe('signedInDestination', () => {
  it('goes to the checkout of a pending product', () => {
    expect(signedInDestination(null, '42')).toBe('/checkout2?productID=42');
    expect(signedInDestination('/your-orders', '42')).toBe('/checkout2?productID=42');
  });

  it('keeps a checkout target that carries the size and units', () => {
    expect(signedInDestination('/checkout2?productID=42&size=M&units=2', '42')).toBe('/checkout2?productID=42&size=M&units=2');
  });

  it('otherwise returns to the target or home, never off-site', () => {
    expect(signedInDestination('/your-orders', null)).toBe('/your-orders');
    expect(signedInDestination('https://evil.example', null)).toBe('/');
    expect(signedInDestination(null, null)).toBe('/');
  });
});

describe('greetsAfterSignIn', () => {
  it('greets on any page but the checkout', () => {
    expect(greetsAfterSignIn('/')).toBe(true);
    expect(greetsAfterSignIn('/product/holi-t-shirt')).toBe(true);
    expect(greetsAfterSignIn('/checkout2-help')).toBe(true);
    expect(greetsAfterSignIn('/checkout2?productID=1&size=M&units=2')).toBe(false);
    expect(greetsAfterSignIn('/Checkout2')).toBe(false);
  });
});

describe('signInHref', () => {
  it('carries the page to come back to', () => {
    expect(signInHref('/product/holi-t-shirt')).toBe('/login?next=%2Fproduct%2Fholi-t-shirt');
    expect(signInHref('/search?q=kurti&sort=nameAZ')).toBe('/login?next=%2Fsearch%3Fq%3Dkurti%26sort%3DnameAZ');
  });

  it('plain /login from home, from the sign-in screens themselves, or for anything off-site', () => {
    expect(signInHref('/')).toBe('/login');
    expect(signInHref('/login?next=%2Fwishlist')).toBe('/login');
    expect(signInHref('/register')).toBe('/login');
    expect(signInHref('//evil.example/x')).toBe('/login');
    expect(signInHref('https://evil.example')).toBe('/login');
    expect(signInHref(undefined)).toBe('/login');
  });
});
