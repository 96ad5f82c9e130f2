'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { usePageLocale } from '@/components/ui/locale-context';
import { cartMessageIn } from './platform-messages';

/**
 * A message the cart shows (a platform refusal, the cart store's answer) in the page's language: on a Hindi page the
 * known ones in Hindi, an unknown one as given; on an English page every message exactly as written. Needs the Cart
 * namespace (ScreenMessages).
 */
export function useCartMessage(): (message: string) => string {
  const locale = usePageLocale();
  const t = useTranslations('Cart.platform');
  return useCallback(
    (message: string) => (locale === 'en' ? message : cartMessageIn(message, (key, values) => t(key, values as never))),
    [locale, t],
  );
}
