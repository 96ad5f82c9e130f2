import type { Metadata } from 'next';
import { LoginForm } from '@/modules/account/components/login-form';

export const metadata: Metadata = { title: 'Login', robots: { index: false } };

export default function LoginPage() {
  return <LoginForm />;
}
