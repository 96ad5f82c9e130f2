import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { OrderCancelled } from '@/modules/orders/components/order-cancelled';
import { ScreenMessages } from '@/components/ui/shop-messages';

interface Props {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Cancellation' });
  return { title: t('cancelledMetaTitle'), robots: { index: false } };
}

/** /order-cancelled?order=…&item=… (/hi/order-cancelled): what was cancelled and refunded, in the page's language. */
export default async function OrderCancelledPage({ params }: Props) {
  const locale = siteLocale((await params).site);
  setPageLocale(locale);
  return (
    <ScreenMessages namespaces={['Orders', 'Cancellation']}>
      <OrderCancelled />
    </ScreenMessages>
  );
}
