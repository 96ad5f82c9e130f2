'use client';

import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useShop } from '@/components/state/shop-providers';

/** The centred card of the sign-in, registration and password screens, with the shop's logo. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const shop = useShop();
  const t = useTranslations('Auth');
  return (
    <div className="bg-gradient-to-b from-gray-50 to-white px-4 py-10 sm:py-14">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-gray-100 bg-white p-6 shadow-lg sm:p-8">
        <Link href="/" className="mx-auto mb-6 block w-fit rounded focus-visible:outline-2 focus-visible:outline-offset-4">
          <img src={shop.logoUrl} alt={t('shopHome', { shop: shop.name })} width={160} height={48} className="h-12 w-auto object-contain" />
        </Link>
        <h1 className="text-center text-2xl font-bold text-gray-900">{title}</h1>
        {subtitle && <p className="mt-1 text-center text-sm text-gray-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-gray-100 pt-4 text-center text-sm text-gray-600">{footer}</div>}
      </div>
    </div>
  );
}
