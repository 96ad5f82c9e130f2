import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/modules/account/components/forgot-password-form';
import { ResetUnavailable } from '@/modules/account/components/reset-unavailable';
import { getShopSettings } from '@/lib/platform/server/shop-settings';
import { hostName } from '@/lib/platform/site';

export const metadata: Metadata = { title: 'ResetPassword', robots: { index: false } };

/** The form when the shop can mail reset links; otherwise a screen saying reset is unavailable. */
export default async function ForgotPasswordPage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  const settings = await getShopSettings(hostName(site));
  return settings.passwordReset ? <ForgotPasswordForm /> : <ResetUnavailable />;
}
