import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { AccountShell } from '@/modules/account/components/account-shell';
import { TrackOrder } from '@/modules/orders/components/track-order';
import { ScreenMessages } from '@/components/ui/shop-messages';

interface Props {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Tracking' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /track?order=… (/hi/track): an order's tracking, in the page's language. */
export default async function TrackPage({ params }: Props) {
  const locale = siteLocale((await params).site);
  setPageLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Tracking' });
  return (
    <ScreenMessages namespaces={['Orders', 'Tracking']}>
      <AccountShell title={t('title')}>
        <TrackOrder />
      </AccountShell>
    </ScreenMessages>
  );
}
