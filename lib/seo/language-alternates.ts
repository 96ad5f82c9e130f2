import type { Metadata } from 'next';
import { localizedPath } from '@/lib/i18n/localized-path';
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locales';

/** OpenGraph's spelling of each language's locale. */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * A page's canonical URL in its own language (a Hindi page's is its /hi URL) and its hreflang alternates: en-IN,
 * hi-IN and x-default (the English page). `path` is the English path with its query ('/products-section2/101?page=2').
 *
 * The home of a shop whose language is Hindi (`shopLanguage`) is the exception: `/` sends whoever has not chosen
 * English to /hi, so it is named only as x-default (the address that picks the language, as hreflang means it), and
 * there is no en-IN alternate: no address serves the English home to a visitor without a cookie, and an alternate
 * that redirects to the Hindi page would be a wrong one.
 */
export function languageAlternates(origin: string, path: string, locale: Locale, shopLanguage: Locale = 'en'): NonNullable<Metadata['alternates']> {
  const url = (language: Locale) => new URL(localizedPath(path, language), `${origin}/`).toString();
  if (shopLanguage === 'hi' && opensInShopLanguage(path)) {
    return { canonical: url(locale), languages: { [LANGUAGE_TAGS.hi]: url('hi'), 'x-default': url('en') } };
  }
  return {
    canonical: url(locale),
    languages: { [LANGUAGE_TAGS.en]: url('en'), [LANGUAGE_TAGS.hi]: url('hi'), 'x-default': url('en') },
  };
}

/**
 * Whether an English path opens in the shop's own language: only the home (`/`, with or without a query). Other English
 * URLs stay English: they are what the English hreflang alternates, shared links and the language switch name.
 */
export function opensInShopLanguage(path: string): boolean {
  return path === '/' || path.startsWith('/?') || path.startsWith('/#');
}
