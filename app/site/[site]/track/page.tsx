import type { Metadata } from 'next';
import { AccountShell } from '@/modules/account/components/account-shell';
import { TrackOrder } from '@/modules/orders/components/track-order';

export const metadata: Metadata = { title: 'TrackYourOrder', robots: { index: false } };

export default function TrackPage() {
  return (
    <AccountShell title="Track your order">
      <TrackOrder />
    </AccountShell>
  );
}
