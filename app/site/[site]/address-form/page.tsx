import type { Metadata } from 'next';
import { AccountShell } from '@/components/account/account-shell';
import { NewAddressPage } from '@/components/account/new-address-page';

export const metadata: Metadata = { title: 'Add Address', robots: { index: false } };

export default function AddressFormPage() {
  return (
    <AccountShell title="Add New Address">
      <NewAddressPage />
    </AccountShell>
  );
}
