'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { usePageLocale } from '@/components/ui/locale-context';
import { FORMAT_LOCALES } from '@/lib/i18n/locales';
import { offerConditionIn, offerMessageIn, type OfferTranslator } from './offer-messages';

/**
 * The platform's coupon and offer messages in the page's language (offer-messages.ts): known ones in Hindi on a Hindi
 * page, unknown ones as given, and on an English page exactly as the platform wrote them. Needs the Offers namespace.
 */
export function useOfferMessage(): { message: (text: string) => string; condition: (text: string) => string } {
  const locale = usePageLocale();
  const translate = useTranslations('Offers.platform');
  return useMemo(() => {
    if (locale === 'en') return { message: (text: string) => text, condition: (text: string) => text };
    const t: OfferTranslator = (key, values) => translate(key, values as never);
    const format = FORMAT_LOCALES[locale];
    return { message: (text: string) => offerMessageIn(text, t, format), condition: (text: string) => offerConditionIn(text, t, format) };
  }, [locale, translate]);
}
