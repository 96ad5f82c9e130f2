import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RecentlyViewedScreen } from '@/modules/cart/components/recently-viewed-screen';
import { hostName, siteLocale } from '@/lib/platform/site';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { ScreenMessages } from '@/components/ui/shop-messages';

interface Props {
  params: Promise<{ site: string }>;
}

/** Routes without a label of their own are titled with the host twice (spec section 2); the Hindi page has its own. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await params;
  const locale = siteLocale(site);
  if (locale === 'en') return { title: hostName(site), robots: { index: false } };
  const t = await getTranslations({ locale, namespace: 'RecentlyViewed' });
  return { title: t('pageTitle'), robots: { index: false } };
}

export default async function RecentlyViewedPage({ params }: Props) {
  setPageLocale(siteLocale((await params).site));
  return (
    <ScreenMessages namespaces={['RecentlyViewed']}>
      <div className="bg-gray-50">
        <RecentlyViewedScreen />
      </div>
    </ScreenMessages>
  );
}
