import type { Metadata } from 'next';
import { AccountShell } from '@/components/account/account-shell';
import { TrackOrder } from '@/components/orders/track-order';

export const metadata: Metadata = { title: 'TrackYourOrder', robots: { index: false } };

export default function TrackPage() {
  return (
    <AccountShell title="Track your order">
      <TrackOrder />
    </AccountShell>
  );
}
