import type { Metadata } from 'next';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { shopIn } from '@/lib/i18n/shop-texts';
import { hostName, siteLocale } from '@/lib/platform/site';
import { requireShop } from '@/modules/catalogue/server/require-shop';
import { ResellerTermsScreen } from '@/modules/help/components/reseller-terms-screen';
import { helpMetadata } from '@/modules/help/server/help-metadata';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return helpMetadata((await params).site, 'terms');
}

export default async function ResellerTermsPage({ params }: Props) {
  const { site } = await params;
  const locale = siteLocale(site);
  setPageLocale(locale);
  return <ResellerTermsScreen shop={shopIn(await requireShop(hostName(site)), locale)} />;
}
