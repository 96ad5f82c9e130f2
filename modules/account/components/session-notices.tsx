import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { TIME_ZONE } from '@/lib/i18n/locales';
import { SessionNoticesClient } from './session-notices-client';

/**
 * 'Login Successful' after signing in, and 'Session expired. Please log in again.', on every page of the shop and in
 * its language: their few words (Auth.session) travel with them, not the whole Auth catalogue nor in the shop's own
 * provider.
 */
export async function SessionNotices() {
  const locale = await getLocale();
  const messages = await getMessages({ locale });
  // The welcome is a Modal, whose close button is named in the shell's words.
  const picked = { Auth: { session: messages.Auth.session }, Shell: { close: messages.Shell.close } } as unknown as Messages;
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone={TIME_ZONE}>
      <SessionNoticesClient />
    </NextIntlClientProvider>
  );
}
