import type { Metadata } from 'next';
import { RegisterForm } from '@/modules/account/components/register-form';

export const metadata: Metadata = { title: 'Register', robots: { index: false } };

export default function RegisterPage() {
  return <RegisterForm />;
}
