'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { usePageLocale } from '@/components/ui/locale-context';
import {
  addressMessage,
  authMessage,
  type AddressMessageKey,
  type AuthMessageKey,
  type MessageTranslator,
} from '@/modules/account/platform-messages';

/** The sign-in, registration and password screens' messages (the platform's and their own checks') in the page's language. */
export function useAuthMessage(): (message: string) => string {
  const t = useTranslations('Auth.messages') as unknown as MessageTranslator<AuthMessageKey>;
  return useCallback((message: string) => authMessage(message, t), [t]);
}

/** The address book's and the address form's messages in the page's language. */
export function useAddressMessage(): (message: string) => string {
  const t = useTranslations('Addresses.messages') as unknown as MessageTranslator<AddressMessageKey>;
  const locale = usePageLocale();
  return useCallback((message: string) => addressMessage(message, t, locale), [t, locale]);
}
