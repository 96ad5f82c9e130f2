/** Where the header and footer show (spec section 2, Shell). Paths are the browser's, e.g. '/addcart'. */
import { STEP_HEADER_PATHS } from '@/lib/routes.mjs';

/** At 768px or narrower the footer also leaves these screens (they have fixed bottom bars of their own). */
const FOOTER_HIDDEN_NARROW_PATHS: readonly string[] = ['/addcart', '/wishlist', '/UserProfile'];

/**
 * The path as the shopper sees it. Pages are rendered under /site/{host}/… (next.config.mjs rewrites), and during
 * server rendering usePathname() answers that internal path; the browser answers the public one. Stripping the
 * prefix (and a Hindi page's /hi) makes both agree, so the gate renders the same markup on both sides (no flash, no hydration mismatch).
 */
export function publicPath(pathname: string | null | undefined): string {
  if (!pathname) return '/';
  // A Hindi page's path is its English one under /hi (/site/hi~{host}/… while rendering on the server).
  const stripped = pathname.replace(/^\/site\/[^/]+/, '').replace(/^\/hi(?=\/|$)/, '');
  const path = stripped === '' ? '/' : stripped;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isHeaderHidden(path: string): boolean {
  return STEP_HEADER_PATHS.includes(path);
}

export type FooterVisibility = 'shown' | 'hidden' | 'wide-only';

export function footerVisibility(path: string): FooterVisibility {
  if (isHeaderHidden(path)) return 'hidden';
  if (FOOTER_HIDDEN_NARROW_PATHS.includes(path) || path.startsWith('/product/')) return 'wide-only';
  return 'shown';
}
