'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's language for the shop's links (a Hindi page's links lead to Hindi pages); English outside a shop. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function usePageLocale(): Locale {
  return useContext(LocaleContext);
}
