import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { ScreenMessages } from '@/components/ui/shop-messages';
import { AccountOverview } from '@/modules/account/components/account-overview';
import { AccountShell } from '@/modules/account/components/account-shell';
type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Account.titles' });
  return { title: t('overview'), robots: { index: false } };
}

export default async function OverviewPage({ params }: Props) {
  setPageLocale(siteLocale((await params).site));
  const t = await getTranslations('Account.titles');
  return (
    <AccountShell title={t('overview')}>
      <ScreenMessages namespaces={['Account']}>
        <AccountOverview />
      </ScreenMessages>
    </AccountShell>
  );
}
