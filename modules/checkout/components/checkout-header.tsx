'use client';

import Link from '@/components/ui/link';
import { useShop } from '@/components/state/shop-providers';
import { Icon } from '@/components/ui/account-icons';
import { useTranslations } from 'next-intl';

/** The checkout's own slim header: logo, the steps (Cart, Checkout current) and '100% SECURE'. */
export function CheckoutHeader() {
  const shop = useShop();
  const t = useTranslations('Checkout.header');
  return (
    <div className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="shrink-0 rounded focus-visible:outline-2 focus-visible:outline-offset-4">
          <img src={shop.logoUrl} alt={t('home', { shop: shop.name })} width={120} height={36} className="h-9 w-auto object-contain" />
        </Link>
        <nav aria-label={t('steps')} className="order-last flex w-full justify-center sm:order-none sm:w-auto sm:flex-1">
          <ol className="flex items-center gap-2 text-sm font-semibold">
            <li>
              <Link href="/addcart" className="rounded px-1 text-gray-500 hover:text-gray-800 focus-visible:outline-2">
                {t('cart')}
              </Link>
            </li>
            <li aria-hidden="true" className="h-px w-8 bg-gray-300 sm:w-16" />
            <li aria-current="step" className="text-shop-primary">
              {t('checkout')}
            </li>
          </ol>
        </nav>
        <p className="flex shrink-0 items-center gap-1.5 text-xs font-bold tracking-wide text-green-700">
          <Icon name="lock" className="h-4 w-4" />
          {t('secure')}
        </p>
      </div>
    </div>
  );
}
