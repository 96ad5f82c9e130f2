import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutScreen } from '@/modules/checkout/components/checkout-screen';
import { buyNowFromQuery } from '@/modules/checkout/buy-now-params';
import { getShopSettings } from '@/lib/platform/server/shop-settings';
import { hostName, siteLocale } from '@/lib/platform/site';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { ScreenMessages } from '@/components/ui/shop-messages';

/** Per shopper and per query (Buy Now): never the layout's cached ISR page. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { site } = await params;
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Checkout' });
  return { title: t('pageTitle'), robots: { index: false } };
}

export default async function CheckoutPage({ params, searchParams }: Props) {
  const [{ site }, query] = await Promise.all([params, searchParams]);
  setPageLocale(siteLocale(site));
  const settings = await getShopSettings(hostName(site));
  // The checkout's own words, the coupon and saving rows it shares with the cart (Offers), and the saved addresses and
  // address form of modules/account (Addresses).
  return (
    <ScreenMessages namespaces={['Checkout', 'Offers', 'Addresses']}>
      <CheckoutScreen buyNow={buyNowFromQuery(query)} onlinePayment={settings.onlinePayment} paymentScriptUrl={settings.paymentScriptUrl} />
    </ScreenMessages>
  );
}
