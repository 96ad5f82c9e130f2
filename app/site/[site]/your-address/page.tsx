import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { ScreenMessages } from '@/components/ui/shop-messages';
import { AccountShell } from '@/modules/account/components/account-shell';
import { AddressBook } from '@/modules/account/components/addresses/address-book';
type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Addresses.titles' });
  return { title: t('list'), robots: { index: false } };
}

export default async function YourAddressPage({ params }: Props) {
  setPageLocale(siteLocale((await params).site));
  const t = await getTranslations('Addresses.titles');
  return (
    <AccountShell title={t('list')}>
      <ScreenMessages namespaces={['Addresses']}>
        <AddressBook />
      </ScreenMessages>
    </AccountShell>
  );
}
