import type { Metadata } from 'next';
import { AccountShell } from '@/modules/account/components/account-shell';
import { UserProfile } from '@/modules/account/components/user-profile';

export const metadata: Metadata = { title: 'Account Settings', robots: { index: false } };

export default function ProfilePage() {
  return (
    <AccountShell title="Account Settings">
      <UserProfile />
    </AccountShell>
  );
}
