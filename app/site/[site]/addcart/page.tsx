import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartScreen } from '@/modules/cart/components/cart-screen';
import { CartTopBar } from '@/modules/cart/components/cart-top-bar';
import { siteLocale } from '@/lib/platform/site';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { ScreenMessages } from '@/components/ui/shop-messages';

interface Props {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Cart' });
  return { title: t('pageTitle'), robots: { index: false } };
}

/** /addcart: the same shell for every shopper (cached per shop and language); the cart itself is read in the browser. */
export default async function CartPage({ params }: Props) {
  setPageLocale(siteLocale((await params).site));
  return (
    <ScreenMessages namespaces={['Cart', 'Offers']}>
      <div className="min-h-screen bg-gray-50">
        <CartTopBar />
        <CartScreen />
      </div>
    </ScreenMessages>
  );
}
