import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import { PolicyLayout } from '@/modules/help/components/policy-layout';
import type { Shop } from '@/lib/platform/types';

type Help = Awaited<ReturnType<typeof getTranslations<'Help'>>>;

/** What the shop promises; the online-payment parts only where the shop takes online payments. */
function promises(t: Help, onlinePayment: boolean, onlineDiscountPercent: number) {
  return [
    {
      title: t('about.payTitle'),
      text: !onlinePayment
        ? t('about.payCash')
        : onlineDiscountPercent > 0
          ? t('about.payOnlineSave', { percent: onlineDiscountPercent })
          : t('about.payOnline'),
    },
    { title: t('about.freeTitle'), text: t('about.freeText') },
    { title: t('about.returnsTitle'), text: t('about.returnsText') },
    ...(onlinePayment ? [{ title: t('about.secureTitle'), text: t('about.secureText') }] : []),
  ];
}

/** About the shop, in the page's language: who it is, what it promises (online-payment parts only where it takes them), how to reach it. */
export async function AboutScreen({
  shop,
  onlinePayment,
  onlineDiscountPercent,
}: {
  shop: Shop;
  onlinePayment: boolean;
  onlineDiscountPercent: number;
}) {
  const t = await getTranslations('Help');
  const rich = {
    mail: (chunks: ReactNode) => (
      <a href={`mailto:${shop.email}`} className="font-medium text-shop-primary underline">
        {chunks}
      </a>
    ),
    link: (chunks: ReactNode) => (
      <Link href="/CustomerSupport" className="font-medium text-shop-primary underline">
        {chunks}
      </Link>
    ),
  };
  const contact = shop.email
    ? shop.mobile
      ? t.rich('about.contactEmailPhone', { ...rich, email: shop.email, mobile: shop.mobile })
      : t.rich('about.contactEmail', { ...rich, email: shop.email })
    : shop.mobile
      ? t.rich('about.contactPhone', { ...rich, mobile: shop.mobile })
      : t.rich('about.contactNone', rich);
  return (
    <PolicyLayout title={t('about.title', { shop: shop.name })} current="/aboutPage">
      <div className="space-y-4 text-gray-700">
        <p>{t('about.story1', { shop: shop.name })}</p>
        <p>{t('about.story2')}</p>
      </div>
      <h2 className="mt-10 mb-4 text-xl font-bold text-gray-900">{t('about.promiseHeading')}</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {promises(t, onlinePayment, onlineDiscountPercent).map((p) => (
          <li key={p.title} className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
            <h3 className="font-semibold text-gray-900">{p.title}</h3>
            <p className="mt-1 text-sm text-gray-700">{p.text}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 mb-3 text-xl font-bold text-gray-900">{t('about.contactHeading')}</h2>
      <p className="text-gray-700">{contact}</p>
    </PolicyLayout>
  );
}
