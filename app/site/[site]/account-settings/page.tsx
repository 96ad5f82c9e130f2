import type { Metadata } from 'next';
import { AccountShell } from '@/components/account/account-shell';
import { UserProfile } from '@/components/account/user-profile';

export const metadata: Metadata = { title: 'Account Settings', robots: { index: false } };

export default function ProfilePage() {
  return (
    <AccountShell title="Account Settings">
      <UserProfile />
    </AccountShell>
  );
}
