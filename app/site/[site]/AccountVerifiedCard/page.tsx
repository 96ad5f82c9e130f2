import type { Metadata } from 'next';
import { AccountVerifiedCard } from '@/modules/account/components/account-verified-card';

export const metadata: Metadata = { title: 'Account verified', robots: { index: false } };

export default function AccountVerifiedCardPage() {
  return <AccountVerifiedCard />;
}
