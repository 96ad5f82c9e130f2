import type { Metadata } from 'next';
import { AccountShell } from '@/components/account/account-shell';
import { OrdersList } from '@/components/orders/orders-list';

export const metadata: Metadata = { title: 'YourOrders', robots: { index: false } };

export default function YourOrdersPage() {
  return (
    <AccountShell title="My Orders">
      <OrdersList />
    </AccountShell>
  );
}
