import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import type { Locale } from '@/lib/i18n/locales';
import type { OrdersTranslator } from './order-texts';
import type { TrackingTranslator } from './platform-messages';

/** The catalogues' translators as the screens get them, for unit tests (no React). */
export function ordersTranslator(locale: Locale): OrdersTranslator {
  return createTranslator({
    locale,
    messages: locale === 'hi' ? hi : en,
    namespace: 'Orders',
    timeZone: 'Asia/Kolkata',
  }) as unknown as OrdersTranslator;
}

export function trackingTranslator(locale: Locale): TrackingTranslator {
  return createTranslator({
    locale,
    messages: locale === 'hi' ? hi : en,
    namespace: 'Tracking',
    timeZone: 'Asia/Kolkata',
  }) as unknown as TrackingTranslator;
}
