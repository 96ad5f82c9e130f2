import { isLocale, type Locale } from '@/lib/i18n/locales';
import { unlocalizedPath } from '@/lib/i18n/localized-path';

/**
 * The language of the page a /store/* call is made from. The browser's client (lib/store/browser.ts) sends it on every
 * call, read from the address the shopper is on (/hi/… is Hindi), so a route handler can ask the platform to write
 * the shopper's mail or text message in it (placing an order, a password reset, a new COD code). A header rather than
 * the Referer: no referrer policy or privacy setting strips it, and the page's address is what the shopper reads.
 */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';

/** In the browser: the current page's language; English outside a browser. */
export function currentPageLanguage(): Locale {
  const path = typeof window === 'undefined' ? undefined : (window.location as Location | undefined)?.pathname;
  return path ? unlocalizedPath(path).locale : 'en';
}

/** In a route handler: the language the call says its page is in; English when it says none or nonsense. */
export function pageLanguage(request: Request): Locale {
  const value = request.headers.get(PAGE_LANGUAGE_HEADER);
  return isLocale(value) ? value : 'en';
}
