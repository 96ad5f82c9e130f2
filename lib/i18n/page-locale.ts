import { cache } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** One holder per server render (React's cache): the page's language, set by the shop's layout and each page. */
const holder = cache((): { locale: Locale | undefined } => ({ locale: undefined }));

/**
 * Sets the language of this render, for next-intl and for what reads it without a locale in hand (the not-found screen
 * has no params). Never read from a request header: that would make every catalogue page dynamic.
 */
export function setPageLocale(locale: Locale): void {
  holder().locale = locale;
  setRequestLocale(locale);
}

/** The language set by setPageLocale in this render; English before that (a screen outside any shop). */
export function pageLocale(): Locale {
  return holder().locale ?? DEFAULT_LOCALE;
}
