import type { Metadata } from 'next';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { shopIn } from '@/lib/i18n/shop-texts';
import { getShopSettings } from '@/lib/platform/server/shop-settings';
import { hostName, siteLocale } from '@/lib/platform/site';
import { requireShop } from '@/modules/catalogue/server/require-shop';
import { CustomerSupportScreen } from '@/modules/help/components/customer-support-screen';
import { helpMetadata } from '@/modules/help/server/help-metadata';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return helpMetadata((await params).site, 'support');
}

export default async function CustomerSupportPage({ params }: Props) {
  const { site } = await params;
  const locale = siteLocale(site);
  setPageLocale(locale);
  const host = hostName(site);
  const [shop, settings] = await Promise.all([requireShop(host), getShopSettings(host)]);
  return (
    <CustomerSupportScreen
      shop={shopIn(shop, locale)}
      onlinePayment={settings.onlinePayment}
      onlineDiscountPercent={settings.onlineDiscountPercent}
    />
  );
}
