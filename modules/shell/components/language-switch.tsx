'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/ui/locale-context';
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locales';
import { publicPath } from '@/modules/shell/chrome-visibility';

/** Each language's name in itself, as a language menu writes it. */
const NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The other language's link: the same page in it (/hi/… or the English path), through /store/language, which
 * remembers the choice in a cookie. A plain link, so it works before (and without) JavaScript; a click adds the
 * page's query (a listing's filters) to the address it returns to.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useTranslations('Shell');
  const locale = usePageLocale();
  const to: Locale = locale === 'hi' ? 'en' : 'hi';
  const path = publicPath(usePathname());
  const href = (query: string) => `/store/language?${new URLSearchParams({ to, next: path + query })}`;
  return (
    <a
      href={href('')}
      hrefLang={LANGUAGE_TAGS[to]}
      data-testid="language-switch"
      onClick={(event) => {
        event.currentTarget.href = href(window.location.search);
      }}
      className={`min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary ${className}`}
    >
      <span className="sr-only">{t('language')}: </span>
      <span lang={LANGUAGE_TAGS[to]}>{NAMES[to]}</span>
    </a>
  );
}
