import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import { Accordion } from '@/modules/help/components/accordion';
import { PolicyLayout } from '@/modules/help/components/policy-layout';
import { SupportCards } from '@/modules/help/components/support-cards';
import type { Shop } from '@/lib/platform/types';

const linkClass = 'font-medium text-shop-primary underline';

/** Customer support, in the page's language: how to reach the shop and quick answers (the payment one as the shop takes payments). */
export async function CustomerSupportScreen({
  shop,
  onlinePayment,
  onlineDiscountPercent,
}: {
  shop: Shop;
  onlinePayment: boolean;
  onlineDiscountPercent: number;
}) {
  const t = await getTranslations('Help.support');
  const payments = !onlinePayment
    ? t('paymentsCash')
    : onlineDiscountPercent > 0
      ? t('paymentsOnlineSave', { percent: onlineDiscountPercent })
      : t('paymentsOnline');
  return (
    <PolicyLayout title={t('title')} updated={false} current="/CustomerSupport" intro={<p>{t('intro', { shop: shop.name })}</p>}>
      <SupportCards shop={shop} />
      <h2 className="mt-10 mb-4 text-xl font-bold text-gray-900">{t('quickAnswers')}</h2>
      <Accordion
        items={[
          {
            title: t('whereTitle'),
            body: (
              <p>
                {t.rich('whereText', {
                  link: (chunks: ReactNode) => (
                    <Link href="/your-orders" className={linkClass}>
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            ),
          },
          { title: t('cancelTitle'), body: <p>{t('cancelText')}</p> },
          {
            title: t('returnsTitle'),
            body: (
              <p>
                {t.rich('returnsText', {
                  link: (chunks: ReactNode) => (
                    <Link href="/ReturnPolicy" className={linkClass}>
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            ),
          },
          { title: t('paymentsTitle'), body: <p>{payments}</p> },
        ]}
      />
    </PolicyLayout>
  );
}
