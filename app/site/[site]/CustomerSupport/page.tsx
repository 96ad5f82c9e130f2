import { setPageLocale } from '@/lib/i18n/page-locale';
import type { Metadata } from 'next';
import { getShopSettings } from '@/lib/platform/server/shop-settings';
import { hostName, siteLocale } from '@/lib/platform/site';
import { requireShop } from '@/modules/catalogue/server/require-shop';
import { CustomerSupportScreen } from '@/modules/help/components/customer-support-screen';

export const metadata: Metadata = { title: 'ContactUs' };

export default async function CustomerSupportPage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  setPageLocale(siteLocale(site));
  const host = hostName(site);
  const [shop, settings] = await Promise.all([requireShop(host), getShopSettings(host)]);
  return <CustomerSupportScreen shop={shop} onlinePayment={settings.onlinePayment} onlineDiscountPercent={settings.onlineDiscountPercent} />;
}
