import type en from './messages/en.json';
import type { Locale } from './lib/i18n/locales';

// next-intl's typed keys: every t('…') call is checked against the English catalogue, and the locale against ours.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
