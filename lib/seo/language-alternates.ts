import type { Metadata } from 'next';
import { localizedPath } from '@/lib/i18n/localized-path';
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locales';

/** OpenGraph's spelling of each language's locale. */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * A page's canonical URL in its own language (a Hindi page's is its /hi URL) and its hreflang alternates: en-IN,
 * hi-IN and x-default (the English page). `path` is the English path with its query ('/products-section2/101?page=2').
 */
export function languageAlternates(origin: string, path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  const url = (language: Locale) => new URL(localizedPath(path, language), `${origin}/`).toString();
  return {
    canonical: url(locale),
    languages: { [LANGUAGE_TAGS.en]: url('en'), [LANGUAGE_TAGS.hi]: url('hi'), 'x-default': url('en') },
  };
}
