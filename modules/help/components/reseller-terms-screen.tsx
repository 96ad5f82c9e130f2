import { getTranslations } from 'next-intl/server';
import { Accordion } from '@/modules/help/components/accordion';
import { PolicyLayout } from '@/modules/help/components/policy-layout';
import type { Shop } from '@/lib/platform/types';

/** The reseller terms, in the page's language; the shop's email and phone as given. */
export async function ResellerTermsScreen({ shop }: { shop: Shop }) {
  const t = await getTranslations('Help.terms');
  const contact = shop.email && shop.mobile ? t('contactEither', { first: shop.email, second: shop.mobile }) : shop.email || shop.mobile || '';
  return (
    <PolicyLayout title={t('title')} current="/ResellerTermsConditions" intro={<p>{t('intro', { shop: shop.name })}</p>}>
      <Accordion
        items={[
          {
            title: t('shopTitle'),
            open: true,
            body: (
              <>
                <p>{t('shopText')}</p>
                <p>{t('shopDuty')}</p>
              </>
            ),
          },
          {
            title: t('pricesTitle'),
            body: (
              <>
                <p>{t('pricesText')}</p>
                <p>{t('paymentsText')}</p>
              </>
            ),
          },
          {
            title: t('ordersTitle'),
            body: (
              <>
                <p>{t('ordersText')}</p>
                <p>{t('deliveryText')}</p>
              </>
            ),
          },
          { title: t('returnsTitle'), body: <p>{t('returnsText')}</p> },
          { title: t('useTitle'), body: <p>{t('useText')}</p> },
          { title: t('privacyTitle'), body: <p>{t('privacyText')}</p> },
          { title: t('ipTitle'), body: <p>{t('ipText')}</p> },
          { title: t('liabilityTitle'), body: <p>{t('liabilityText')}</p> },
          { title: t('changesTitle'), body: <p>{t('changesText')}</p> },
          { title: t('lawTitle'), body: <p>{contact ? t('lawContact', { contact }) : t('lawTeam')}</p> },
        ]}
      />
    </PolicyLayout>
  );
}
