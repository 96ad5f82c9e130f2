/** Where the header and footer show (spec section 2, Shell). Paths are the browser's, e.g. '/addcart'. */

/** Screens that bring their own step header: the site header and footer stay out of the way. */
export const HEADER_HIDDEN_PATHS: readonly string[] = ['/addcart', '/paymentpage', '/PaymentPage', '/checkout2', '/Checkout2'];

/** At 768px or narrower the footer also leaves these screens (they have fixed bottom bars of their own). */
const FOOTER_HIDDEN_NARROW_PATHS: readonly string[] = ['/addcart', '/wishlist', '/UserProfile'];

/**
 * The path as the shopper sees it. Pages are rendered under /site/{host}/… (next.config.mjs rewrites), and during
 * server rendering usePathname() answers that internal path; the browser answers the public one. Stripping the
 * prefix makes both agree, so the gate renders the same markup on both sides (no flash, no hydration mismatch).
 */
export function publicPath(pathname: string | null | undefined): string {
  if (!pathname) return '/';
  const stripped = pathname.replace(/^\/site\/[^/]+/, '');
  const path = stripped === '' ? '/' : stripped;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isHeaderHidden(path: string): boolean {
  return HEADER_HIDDEN_PATHS.includes(path);
}

export type FooterVisibility = 'shown' | 'hidden' | 'wide-only';

export function footerVisibility(path: string): FooterVisibility {
  if (isHeaderHidden(path)) return 'hidden';
  if (FOOTER_HIDDEN_NARROW_PATHS.includes(path) || path.startsWith('/product/')) return 'wide-only';
  return 'shown';
}
