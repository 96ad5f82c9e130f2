import { setPageLocale } from '@/lib/i18n/page-locale';
import type { Metadata } from 'next';
import { getShopSettings } from '@/lib/platform/server/shop-settings';
import { hostName, siteLocale } from '@/lib/platform/site';
import { requireShop } from '@/modules/catalogue/server/require-shop';
import { AboutScreen } from '@/modules/help/components/about-screen';

export const metadata: Metadata = { title: 'AboutUs' };

export default async function AboutPage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  setPageLocale(siteLocale(site));
  const host = hostName(site);
  const [shop, settings] = await Promise.all([requireShop(host), getShopSettings(host)]);
  return <AboutScreen shop={shop} onlinePayment={settings.onlinePayment} onlineDiscountPercent={settings.onlineDiscountPercent} />;
}
