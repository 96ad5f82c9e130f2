import type { Metadata } from 'next';
import { AccountShell } from '@/modules/account/components/account-shell';
import { OrdersList } from '@/modules/orders/components/orders-list';
import { ScreenMessages } from '@/modules/shell/components/shop-messages';

export const metadata: Metadata = { title: 'YourOrders', robots: { index: false } };

export default function YourOrdersPage() {
  return (
    <AccountShell title="My Orders">
      {/* The code confirmation's dialog (ConfirmCodeModal) speaks from the Confirmation and Checkout namespaces. */}
      <ScreenMessages namespaces={['Confirmation', 'Checkout']}>
        <OrdersList />
      </ScreenMessages>
    </AccountShell>
  );
}
