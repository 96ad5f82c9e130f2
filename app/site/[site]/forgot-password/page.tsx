import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { ScreenMessages } from '@/components/ui/shop-messages';
import { ForgotPasswordForm } from '@/modules/account/components/forgot-password-form';
import { ResetUnavailable } from '@/modules/account/components/reset-unavailable';
import { getShopSettings } from '@/lib/platform/server/shop-settings';
import { hostName } from '@/lib/platform/site';
type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: siteLocale((await params).site), namespace: 'Auth.titles' });
  return { title: t('resetPassword'), robots: { index: false } };
}

/** The form when the shop can mail reset links; otherwise a screen saying reset is unavailable. */
export default async function ForgotPasswordPage({ params }: Props) {
  const { site } = await params;
  setPageLocale(siteLocale(site));
  const settings = await getShopSettings(hostName(site));
  return <ScreenMessages namespaces={['Auth']}>{settings.passwordReset ? <ForgotPasswordForm /> : <ResetUnavailable />}</ScreenMessages>;
}
