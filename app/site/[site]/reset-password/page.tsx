import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/modules/account/components/reset-password-form';

export const metadata: Metadata = { title: 'ResetPassword', robots: { index: false }, referrer: 'no-referrer' };

export default function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
