import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { normalCouponCode } from './coupon-code';
import { keepCouponOfLink } from './coupon-link';

const kept = (url: string, init?: ConstructorParameters<typeof NextRequest>[1]) =>
  keepCouponOfLink(new NextRequest(url, init), NextResponse.next()).headers.get('set-cookie');

describe('a shared coupon link', () => {
  it('keeps the code, upper case, in a cookie for the visit (no Max-Age, no Expires), readable by the cart', () => {
    const cookie = kept('http://shop.test/product/kurti?coupon=welcome10');
    expect(cookie).toMatch(/^coupon=WELCOME10; Path=\/; SameSite=lax$/i);
    const response = keepCouponOfLink(new NextRequest('http://shop.test/?coupon=FLAT100'), NextResponse.next());
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('marks it Secure behind https', () => {
    expect(kept('http://shop.test/?coupon=FLAT100', { headers: { 'x-forwarded-proto': 'https' } })).toMatch(/; Secure/i);
  });

  it('ignores what cannot be a code, and requests that are not reads', () => {
    expect(kept('http://shop.test/?coupon=')).toBeNull();
    expect(kept('http://shop.test/?coupon=WELCOME%2010')).toBeNull();
    expect(kept(`http://shop.test/?coupon=${'A'.repeat(21)}`)).toBeNull();
    expect(kept('http://shop.test/?coupon=%3Cscript%3E')).toBeNull();
    expect(kept('http://shop.test/store/cart?coupon=FLAT100', { method: 'POST' })).toBeNull();
  });
});

describe('normalCouponCode', () => {
  it('trims and upper-cases a code of letters and digits, and answers nothing for anything else', () => {
    expect(normalCouponCode(' welcome10 ')).toBe('WELCOME10');
    expect(normalCouponCode('FLAT-100')).toBe('');
    expect(normalCouponCode(null)).toBe('');
  });
});
