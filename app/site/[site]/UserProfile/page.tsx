import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { ScreenMessages } from '@/components/ui/shop-messages';
import { AccountShell } from '@/modules/account/components/account-shell';
import { UserProfile } from '@/modules/account/components/user-profile';
type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Account.titles' });
  return { title: t('settings'), robots: { index: false } };
}

export default async function ProfilePage({ params }: Props) {
  setPageLocale(siteLocale((await params).site));
  const t = await getTranslations('Account.titles');
  return (
    <AccountShell title={t('settings')}>
      <ScreenMessages namespaces={['Account', 'Auth']}>
        <UserProfile />
      </ScreenMessages>
    </AccountShell>
  );
}
