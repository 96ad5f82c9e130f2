import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { AccountShell } from '@/modules/account/components/account-shell';
import { OrdersList } from '@/modules/orders/components/orders-list';
import { ScreenMessages } from '@/components/ui/shop-messages';

interface Props {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Orders' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /your-orders (/hi/your-orders): the shopper's orders, with the tracking modal, in the page's language. */
export default async function YourOrdersPage({ params }: Props) {
  const locale = siteLocale((await params).site);
  setPageLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Orders' });
  return (
    // The orders and tracking words; the code confirmation's dialog (ConfirmCodeModal) speaks from Confirmation and Checkout.
    <ScreenMessages namespaces={['Orders', 'Tracking', 'Confirmation', 'Checkout']}>
      <AccountShell title={t('title')}>
        <OrdersList />
      </AccountShell>
    </ScreenMessages>
  );
}
