import { NextResponse, type NextRequest } from 'next/server';
import { CONSOLE_COOKIE } from '@/modules/console/shell/console-cookie-name';
import { CONSOLE_PREFIX, CONSOLE_PUBLIC_PATHS, CONSOLE_SIGN_IN_PATH, LEGACY_ALIASES, SIGNED_IN_PATHS } from '@/lib/routes.mjs';
import { UNREADABLE_FORM_MESSAGE } from '@/platform/shared/contract/upload-limits';
import { EMAIL_COOKIE, MOBILE_COOKIE, NAME_COOKIE, TOKEN_COOKIE } from '@/lib/session/cookie-names';
import { withNoncePolicy } from '@/lib/security/nonce-policy';
import { keepCouponOfLink } from '@/lib/session/coupon-link';
import { localizedPath, unlocalizedPath } from '@/lib/i18n/localized-path';

/**
 * Runs only on the paths in `config.matcher`, so catalogue pages pay nothing for it:
 * - the storefront’s own handlers (/store/*) and the console (/admin) refuse state-changing requests from other sites;
 * - signed-out visits to the account, order and checkout screens go to /login (/hi/login from a Hindi one) carrying
 *   the return target;
 * - visits to the console (/admin) without a console session go to its sign-in page, likewise;
 * - the checkout and the console, rendered for each request, get a Content-Security-Policy with a nonce;
 * - a shared coupon link (`?coupon=CODE`, any page) keeps its code in a cookie for the visit.
 */
export async function proxy(request: NextRequest) {
  return keepCouponOfLink(request, await answer(request));
}

async function answer(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (request.method === 'POST' && isMultipart(request)) {
    // Next.js reads a multipart POST to a page as a Server Action's form and fails with a bare 500 when the body is not
    // one; a route handler's formData() throws likewise. Whatever the path, such a body is refused here (the proxy
    // reads its own copy of the body, so the page or handler behind still reads it whole).
    const unreadable = await request.formData().then(
      () => false,
      () => true,
    );
    if (unreadable) return NextResponse.json({ status: 'false', message: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  }
  const alias = LEGACY_ALIASES[pathname] ?? HINDI_CASE_ALIASES[pathname];
  if (alias) {
    // The legacy spellings of these routes lead to the one page (folders differing only in case would not survive a
    // checkout on a case-insensitive file system).
    const target = new URL(alias + search, request.url);
    return NextResponse.redirect(target, 308);
  }
  const inConsole = pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`);
  if ((pathname.startsWith('/store/') || inConsole) && request.method !== 'GET' && request.method !== 'HEAD' && isCrossSite(request)) {
    // Another site (another shop's subdomain too) cannot send a signed-in shopper's or admin's cookie along with its form.
    return NextResponse.json({ status: 'false', message: 'Requests from other sites are refused.' }, { status: 403 });
  }
  if (pathname.startsWith('/store/')) return NextResponse.next();
  if (inConsole) {
    if (CONSOLE_PUBLIC_PATHS.includes(pathname) || request.cookies.has(CONSOLE_COOKIE)) return withNoncePolicy(request, 'console');
    const signIn = new URL(CONSOLE_SIGN_IN_PATH, request.url);
    signIn.searchParams.set('next', pathname + search);
    return NextResponse.redirect(signIn);
  }
  // Any other path reaches the proxy only through the matcher's multipart or coupon-link entry.
  const { locale, path } = unlocalizedPath(pathname);
  if (!SIGNED_IN_PATHS.includes(path)) return NextResponse.next();
  if (!request.cookies.has(TOKEN_COOKIE)) {
    const login = new URL(localizedPath('/login', locale), request.url);
    login.searchParams.set('next', pathname + search);
    const response = NextResponse.redirect(login);
    // Profile cookies outliving the token would make the sign-in screen think the shopper is still signed in.
    for (const name of [NAME_COOKIE, EMAIL_COOKIE, MOBILE_COOKIE]) if (request.cookies.has(name)) response.cookies.delete(name);
    return response;
  }
  return path === CHECKOUT_PATH ? withNoncePolicy(request, 'storefront') : NextResponse.next();
}

const CHECKOUT_PATH = '/checkout2';

/**
 * The Hindi twins of the aliases that differ from their page only in case (/hi/Login → /hi/login): next.config.mjs
 * cannot answer them, as its redirects match ignoring case and would send /hi/login to itself.
 */
const HINDI_CASE_ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(LEGACY_ALIASES)
    .filter(([alias, path]) => alias.toLowerCase() === path.toLowerCase())
    .map(([alias, path]) => [`/hi${alias}`, `/hi${path}`]),
);

const MULTIPART = /^multipart\/form-data/i;

function isMultipart(request: NextRequest): boolean {
  return MULTIPART.test(request.headers.get('content-type') ?? '');
}

function isCrossSite(request: NextRequest): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'cross-site' || fetchSite === 'same-site';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.get('host');
  } catch {
    return true;
  }
}

/**
 * Next reads the matcher from this literal at build time, so it cannot be built from lib/routes.mjs; proxy.test.ts
 * checks it names exactly /store, the console, the legacy aliases and the signed-in screens listed there (in English
 * and under /hi), every
 * path for a multipart body, and every path for a coupon link (only those requests: catalogue pages pay nothing).
 */
export const config = {
  matcher: [
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: '[Mm][Uu][Ll][Tt][Ii][Pp][Aa][Rr][Tt]/.*' }] },
    { source: '/:path*', has: [{ type: 'query', key: 'coupon' }] },
    '/store/:path*',
    '/admin',
    '/admin/:path*',
    '/Login',
    '/checkout2',
    '/Checkout2',
    '/PaymentPage',
    '/paymentpage',
    '/your-orders',
    '/order-confirmation',
    '/cancellation-form',
    '/order-cancelled',
    '/track',
    '/overview',
    '/UserProfile',
    '/your-address',
    '/account-settings',
    '/address-form',
    '/hi/Login',
    '/hi/Checkout2',
    '/hi/checkout2',
    '/hi/your-orders',
    '/hi/order-confirmation',
    '/hi/cancellation-form',
    '/hi/order-cancelled',
    '/hi/track',
    '/hi/overview',
    '/hi/UserProfile',
    '/hi/your-address',
    '/hi/account-settings',
    '/hi/address-form',
  ],
};
