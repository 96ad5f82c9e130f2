'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { usePageLocale } from '@/components/ui/locale-context';
import { knownPlatformMessage } from './platform-messages';

/**
 * A platform message in the page's language: on a Hindi page a known English message (platform-messages.ts) is
 * shown in Hindi, an unknown one as given; on an English page every message stays exactly as the platform wrote it.
 * Needs the Checkout namespace (ScreenMessages).
 */
export function usePlatformMessage(): (message: string) => string {
  const locale = usePageLocale();
  const t = useTranslations('Checkout.platform');
  return useCallback(
    (message: string) => {
      if (locale === 'en' || !message) return message;
      const known = knownPlatformMessage(message);
      return known ? t(known.key, known.values as never) : message;
    },
    [locale, t],
  );
}
