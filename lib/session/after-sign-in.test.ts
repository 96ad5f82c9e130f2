import { describe, expect, it } from 'vitest';
import { signedInDestination } from './after-sign-in';

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
