import type { Metadata } from 'next';
import { CreateAccountCard } from '@/modules/account/components/create-account-card';

export const metadata: Metadata = { title: 'Create account', robots: { index: false } };

export default function CreateAccountCardPage() {
  return <CreateAccountCard />;
}
