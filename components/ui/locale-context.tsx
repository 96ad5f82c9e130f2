'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { localizedPath } from '@/lib/i18n/localized-path';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's language for the shop's links (a Hindi page's links lead to Hindi pages); English outside a shop. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function usePageLocale(): Locale {
  return useContext(LocaleContext);
}

/** A path of the shop in the page's language (for router.push): '/hi/…' on a Hindi page when the page has a Hindi version. */
export function useLocalizedPath(): (path: string) => string {
  const locale = usePageLocale();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}
