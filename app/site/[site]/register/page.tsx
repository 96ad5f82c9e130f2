import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { ScreenMessages } from '@/components/ui/shop-messages';
import { RegisterForm } from '@/modules/account/components/register-form';
type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Auth.titles' });
  return { title: t('register'), robots: { index: false } };
}

export default async function RegisterPage({ params }: Props) {
  setPageLocale(siteLocale((await params).site));
  return (
    <ScreenMessages namespaces={['Auth']}>
      <RegisterForm />
    </ScreenMessages>
  );
}
