import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import { Accordion } from '@/modules/help/components/accordion';
import { PolicyLayout } from '@/modules/help/components/policy-layout';
import type { Shop } from '@/lib/platform/types';

const linkClass = 'font-medium text-shop-primary underline';

/** The return policy, in the page's language; the shop's email and phone as given. */
export async function ReturnPolicyScreen({ shop }: { shop: Shop }) {
  const t = await getTranslations('Help.returns');
  const mail = (chunks: ReactNode) => (
    <a href={`mailto:${shop.email}`} className={linkClass}>
      {chunks}
    </a>
  );
  const contact = shop.email
    ? shop.mobile
      ? t.rich('contactEmailPhone', { mail, email: shop.email, mobile: shop.mobile })
      : t.rich('contactEmail', { mail, email: shop.email })
    : shop.mobile
      ? t('contactPhone', { mobile: shop.mobile })
      : t('contactNone');
  return (
    <PolicyLayout title={t('title')} current="/ReturnPolicy" intro={<p>{t('intro', { shop: shop.name })}</p>}>
      <Accordion
        items={[
          { title: t('windowTitle'), open: true, body: <p>{t('windowText')}</p> },
          { title: t('eligibleTitle'), body: <p>{t('eligibleText')}</p> },
          {
            title: t('startTitle'),
            body: (
              <p>
                {t.rich('startText', {
                  link: (chunks: ReactNode) => (
                    <Link href="/your-orders" className={linkClass}>
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            ),
          },
          {
            title: t('refundsTitle'),
            body: (
              <>
                <p>{t('refundsText')}</p>
                <p>{t('refundsCancelled')}</p>
              </>
            ),
          },
          {
            title: t('shippingTitle'),
            body: (
              <>
                <p>{t('shippingText')}</p>
                <p>{t('shippingReturn')}</p>
              </>
            ),
          },
          { title: t('contactTitle'), body: <p>{contact}</p> },
        ]}
      />
    </PolicyLayout>
  );
}
