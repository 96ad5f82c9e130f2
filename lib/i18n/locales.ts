/**
 * The storefront's languages. English is served at today's URLs, Hindi under /hi/…; next.config.mjs rewrites a Hindi
 * URL to /site/hi~{host}/…, so the language rides in the [site] segment and each language's pages are cached apart.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers the shopper's choice of language (read by the language switch's link). */
export const LANGUAGE_COOKIE = 'lang';

/** The [site] segment's prefix for a Hindi page: '/site/hi~shop.example.in/…'. */
export const HINDI_SITE_PREFIX = 'hi~';

/** `<html lang>`, hreflang and OpenGraph's locale for each language. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The locale numbers and dates are formatted in: Indian grouping, Latin digits (as Indian marketplaces write them). */
export const FORMAT_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

/** India's one time zone, for every date the shop shows. */
export const TIME_ZONE = 'Asia/Kolkata';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a [site] segment ('hi~localhost:3000' → 'hi'), and the segment without it. */
export function splitSite(site: string): { locale: Locale; site: string } {
  return site.startsWith(HINDI_SITE_PREFIX) ? { locale: 'hi', site: site.slice(HINDI_SITE_PREFIX.length) } : { locale: 'en', site };
}
