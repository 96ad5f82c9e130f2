import type { Metadata } from 'next';
import { AccountOverview } from '@/components/account/account-overview';
import { AccountShell } from '@/components/account/account-shell';

export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

export default function OverviewPage() {
  return (
    <AccountShell title="My Account">
      <AccountOverview />
    </AccountShell>
  );
}
