import type { ReactNode } from 'react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { TIME_ZONE } from '@/lib/i18n/locales';

/**
 * The messages the shop's client components use (the search box, the menu, a card's buttons, a listing's sort and
 * filters, the product page's buying controls), and only those: server components
 * translate on the server, so the browser never downloads the whole catalogue.
 */
const CLIENT_NAMESPACES = ['Search', 'Menu', 'Shell', 'Card', 'Listing', 'Catalogue', 'Product', 'Delivery'] as const;

/** The shop's client messages, and the cart's refusals (Cart.platform) a card's Add or the product page may toast. */
function shopMessages(messages: Messages): Partial<Messages> {
  const picked = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
  return { ...picked, Cart: { platform: messages.Cart.platform } as Messages['Cart'] };
}

export async function ShopMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={shopMessages(messages)} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * A screen's own client messages (the cart's, the checkout's, …) on top of the shop's: put around a screen's client
 * components by its page, so only that page's payload carries them. Nested providers do not merge, hence both sets.
 */
export async function ScreenMessages({
  namespaces,
  withShell = true,
  children,
}: {
  namespaces: readonly (keyof Messages)[];
  /** false: only these namespaces, for a small client part inside a cached page (the shell's are already there). */
  withShell?: boolean;
  children: ReactNode;
}) {
  const locale = await getLocale();
  const messages = await getMessages({ locale });
  // A screen's whole namespace (the cart's 'Cart') replaces the shop's part of it.
  const own = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  const picked = withShell ? { ...shopMessages(messages), ...own } : own;
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
