import type { Metadata } from 'next';
import { AccountOverview } from '@/modules/account/components/account-overview';
import { AccountShell } from '@/modules/account/components/account-shell';

export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

export default function OverviewPage() {
  return (
    <AccountShell title="My Account">
      <AccountOverview />
    </AccountShell>
  );
}
