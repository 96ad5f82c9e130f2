import { HINDI_SHOPPER_PATHS, isCataloguePath } from '@/lib/routes.mjs';
import type { Locale } from './locales';

/**
 * The paths that have a Hindi version: the catalogue's (home, listings, search, product pages, help pages) and the
 * shopper's own screens (cart, wishlist, sign-in, account, checkout, orders).
 */
export function hasHindiVersion(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  if (HINDI_SHOPPER_PATHS.includes(bare)) return true;
  return isCataloguePath(bare) && bare !== '/robots.txt' && bare !== '/sitemap.xml' && !bare.startsWith('/sitemap/');
}

/** '/hi' + path for a Hindi page; the path as it is for English or a screen that has no Hindi version yet. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en' || !path.startsWith('/') || path.startsWith('//') || !hasHindiVersion(path)) return path;
  return path === '/' ? '/hi' : path.startsWith('/?') || path.startsWith('/#') ? `/hi${path.slice(1)}` : `/hi${path}`;
}

/** A browser path with its language taken off: '/hi/product/x' → { locale: 'hi', path: '/product/x' }. */
export function unlocalizedPath(path: string): { locale: Locale; path: string } {
  if (path === '/hi' || path.startsWith('/hi/') || path.startsWith('/hi?')) {
    const rest = path.slice(3);
    return { locale: 'hi', path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: 'en', path };
}

/** The same page in the other language. */
export function switchedPath(path: string, to: Locale): string {
  const bare = unlocalizedPath(path).path;
  return to === 'hi' ? (hasHindiVersion(bare) ? localizedPath(bare, 'hi') : '/hi') : bare;
}
