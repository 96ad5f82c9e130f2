import type { Metadata } from 'next';
import { AccountShell } from '@/modules/account/components/account-shell';
import { OrdersList } from '@/modules/orders/components/orders-list';

export const metadata: Metadata = { title: 'YourOrders', robots: { index: false } };

export default function YourOrdersPage() {
  return (
    <AccountShell title="My Orders">
      <OrdersList />
    </AccountShell>
  );
}
