import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WishlistScreen } from '@/modules/wishlist/components/wishlist-screen';
import { siteLocale } from '@/lib/platform/site';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { ScreenMessages } from '@/components/ui/shop-messages';

interface Props {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Wishlist' });
  return { title: t('pageTitle'), robots: { index: false } };
}

/**
 * /wishlist: the same shell for every shopper (cached per shop and language); the wishlist itself is read in the
 * browser. Cart's messages come too: Move To Cart says the cart's refusals.
 */
export default async function WishlistPage({ params }: Props) {
  setPageLocale(siteLocale((await params).site));
  return (
    <ScreenMessages namespaces={['Wishlist', 'Cart']}>
      <div className="bg-gray-50">
        <WishlistScreen />
      </div>
    </ScreenMessages>
  );
}
