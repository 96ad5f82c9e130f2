import type { Metadata } from 'next';
import { CheckoutScreen } from '@/modules/checkout/components/checkout-screen';
import { buyNowFromQuery } from '@/modules/checkout/buy-now-params';
import { getShopSettings } from '@/lib/platform/server/shop-settings';
import { hostName } from '@/lib/platform/site';
import { ScreenMessages } from '@/modules/shell/components/shop-messages';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };
/** Per shopper and per query (Buy Now): never the layout's cached ISR page. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CheckoutPage({ params, searchParams }: Props) {
  const [{ site }, query] = await Promise.all([params, searchParams]);
  const settings = await getShopSettings(hostName(site));
  // The saved addresses and the address form (modules/account) read the Addresses catalogue.
  return (
    <ScreenMessages namespaces={['Addresses']}>
      <CheckoutScreen buyNow={buyNowFromQuery(query)} onlinePayment={settings.onlinePayment} paymentScriptUrl={settings.paymentScriptUrl} />
    </ScreenMessages>
  );
}
