/**
 * Where the sign-in screen may send the shopper afterwards: a same-site page path, never another origin. The links
 * to it (signInHref) are here too, apart from what the sign-in screen itself decides (after-sign-in.ts), so the
 * shell's account links load no more than this.
 */

const BASE = 'http://same-site.invalid';
const NOT_PAGES = /^\/(?:api|store|_next|static|uploads|site|token)(?:\/|$)/i;
const SIGN_IN_PAGES = /^(?:\/hi)?\/(?:login|register)(?:\/|$|\?)/i;

/** The path to return to: `next` when it is a same-site page path (query kept), else `fallback`. */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || next.length > 2000) return fallback;
  // Protocol-relative (//evil), backslash tricks (/\evil) and control characters are all refused outright.
  if (!next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (NOT_PAGES.test(url.pathname) || SIGN_IN_PAGES.test(path)) return fallback;
  return path;
}

/** The sign-in screen's address from a page: it comes back to that page afterwards (same-site pages only). */
export function signInHref(returnTo: string | null | undefined): string {
  const target = safeNextPath(returnTo, '');
  return target && target !== '/' ? `/login?${new URLSearchParams({ next: target })}` : '/login';
}
