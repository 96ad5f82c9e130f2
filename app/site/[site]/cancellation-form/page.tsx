import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { AccountShell } from '@/modules/account/components/account-shell';
import { CancellationForm } from '@/modules/orders/components/cancellation-form';
import { ScreenMessages } from '@/components/ui/shop-messages';

interface Props {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Cancellation' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /cancellation-form?item=… (/hi/cancellation-form): cancelling an item, in the page's language. */
export default async function CancellationFormPage({ params }: Props) {
  const locale = siteLocale((await params).site);
  setPageLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Cancellation' });
  return (
    <ScreenMessages namespaces={['Orders', 'Cancellation']}>
      <AccountShell title={t('title')}>
        <CancellationForm />
      </AccountShell>
    </ScreenMessages>
  );
}
