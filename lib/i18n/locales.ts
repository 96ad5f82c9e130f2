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

/**
 * The [site] segment's prefix for the English home of a shopper who chose English (cookie lang=en): '/site/en~shop.example.in'.
 * next.config.mjs rewrites only `/` there, so a shop whose language is Hindi can open its home in Hindi for everyone
 * else (a redirect to /hi) while that shopper keeps the English home, each cached apart.
 */
export const ENGLISH_SITE_PREFIX = 'en~';

/** `<html lang>`, hreflang and OpenGraph's locale for each language. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The locale numbers and dates are formatted in: Indian grouping, Latin digits (as Indian marketplaces write them). */
export const FORMAT_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

/** India's one time zone, for every date the shop shows. */
export const TIME_ZONE = 'Asia/Kolkata';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a [site] segment ('hi~localhost:3000' → 'hi'), the segment without it, and whether the language was
 * chosen (a /hi URL, or English chosen by the shopper: 'en~…') rather than left to the shop's own language (a plain
 * segment: an English URL nobody chose a language for).
 */
export function splitSite(site: string): { locale: Locale; site: string; chosen: boolean } {
  if (site.startsWith(HINDI_SITE_PREFIX)) return { locale: 'hi', site: site.slice(HINDI_SITE_PREFIX.length), chosen: true };
  if (site.startsWith(ENGLISH_SITE_PREFIX)) return { locale: 'en', site: site.slice(ENGLISH_SITE_PREFIX.length), chosen: true };
  return { locale: 'en', site, chosen: false };
}
