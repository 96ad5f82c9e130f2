import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderConfirmation } from '@/modules/orders/components/order-confirmation';
import { siteLocale } from '@/lib/platform/site';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { ScreenMessages } from '@/components/ui/shop-messages';

interface Props {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await params;
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Confirmation' });
  return { title: t('pageTitle'), robots: { index: false } };
}

/** The confirmation's own words, and the checkout's platform messages (payment, codes) it may show. */
export default async function OrderConfirmationPage({ params }: Props) {
  const { site } = await params;
  setPageLocale(siteLocale(site));
  return (
    <ScreenMessages namespaces={['Confirmation', 'Checkout']}>
      <OrderConfirmation />
    </ScreenMessages>
  );
}
