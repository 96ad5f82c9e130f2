import type { NextRequest, NextResponse } from 'next/server';
import { COUPON_COOKIE } from './cookie-names';
import { normalCouponCode } from './coupon-code';

/**
 * A shared coupon link (`?coupon=CODE` on any page) keeps its code for the visit: a session cookie (no Max-Age), not
 * httpOnly (the cart reads and changes it; a code is no secret). The page itself is answered as it would be, from
 * Next's cache when it is cached; only this answer, which sets the cookie, is kept by no cache (the micro-cache keeps
 * no answer that sets a cookie either).
 */
export function keepCouponOfLink(request: NextRequest, response: NextResponse): NextResponse {
  if (request.method !== 'GET' && request.method !== 'HEAD') return response;
  const code = normalCouponCode(request.nextUrl.searchParams.get('coupon'));
  if (!code) return response;
  const https = request.headers.get('x-forwarded-proto') === 'https' || request.nextUrl.protocol === 'https:';
  response.cookies.set(COUPON_COOKIE, code, { path: '/', sameSite: 'lax', secure: https });
  // This one answer sets a cookie: no shared cache in front may keep it (the page without the link stays cacheable).
  response.headers.set('cache-control', 'private, no-store');
  return response;
}
