'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useShop } from '@/components/state/shop-providers';
import { FallbackImage } from '@/components/ui/fallback-image';

/**
 * The cart's own slim bar (the site header is hidden on /addcart): the shop's logo back home, the two steps
 * with Cart current, and the '100% SECURE' promise.
 */
export function CartTopBar() {
  const shop = useShop();
  const t = useTranslations('Cart');
  return (
    <div className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-3 py-2 md:px-4 md:py-3">
        <Link
          href="/"
          aria-label={t('shopHome', { shop: shop.name })}
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
        >
          {shop.logoUrl ? (
            <FallbackImage src={shop.logoUrl} alt={shop.name} width={150} height={40} className="h-8 w-auto md:h-10" />
          ) : (
            <span className="text-lg font-bold text-shop-primary">{shop.name}</span>
          )}
        </Link>
        <nav aria-label={t('checkoutSteps')} className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
          <ol className="flex items-center justify-center gap-2 text-xs font-semibold tracking-wide uppercase sm:text-sm">
            <li aria-current="step" className="flex items-center gap-2 text-shop-primary">
              <span className="flex h-6 w-6 items-center justify-center rounded-full bg-shop-primary text-xs text-white">1</span>
              {t('stepCart')}
            </li>
            <li aria-hidden="true" className="h-px w-10 bg-gray-300 sm:w-16" />
            <li className="flex items-center gap-2 text-gray-500">
              <span className="flex h-6 w-6 items-center justify-center rounded-full border border-gray-300 text-xs">2</span>
              {t('stepAddress')}
            </li>
          </ol>
        </nav>
        <p className="ml-auto flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-xs font-bold tracking-wide text-green-800 ring-1 ring-green-200">
          <svg
            aria-hidden="true"
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="4" y="10" width="16" height="11" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" />
          </svg>
          {t('secure')}
        </p>
      </div>
    </div>
  );
}
