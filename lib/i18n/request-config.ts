import { getRequestConfig } from 'next-intl/server';
import { isLocale, TIME_ZONE } from './locales';
import { pageLocale } from './page-locale';

/**
 * next-intl's request configuration (named in next.config.mjs): the page's language, its message catalogue, India's
 * time zone. The language is the one a getTranslations call names, else the page's (setPageLocale, from the [site]
 * segment), never a request header, so catalogue pages stay cached.
 */
export default getRequestConfig(async ({ locale }) => {
  const resolved = isLocale(locale) ? locale : pageLocale();
  return {
    locale: resolved,
    messages: (await import(`../../messages/${resolved}.json`)).default,
    timeZone: TIME_ZONE,
  };
});
