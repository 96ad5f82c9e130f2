import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { LogoutScreen } from '@/modules/account/components/logout-screen';
import { ScreenMessages } from '@/components/ui/shop-messages';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Auth.titles' });
  return { title: t('logout'), robots: { index: false } };
}

/** /logout and /hi/logout; its card (the shop's logo), texts and messages read the Auth catalogue. */
export default async function LogoutPage({ params }: Props) {
  setPageLocale(siteLocale((await params).site));
  return (
    <ScreenMessages namespaces={['Auth']}>
      <LogoutScreen />
    </ScreenMessages>
  );
}
