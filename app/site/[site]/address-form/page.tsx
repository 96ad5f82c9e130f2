import type { Metadata } from 'next';
import { AccountShell } from '@/modules/account/components/account-shell';
import { NewAddressPage } from '@/modules/account/components/addresses/new-address-page';

export const metadata: Metadata = { title: 'Add Address', robots: { index: false } };

export default function AddressFormPage() {
  return (
    <AccountShell title="Add New Address">
      <NewAddressPage />
    </AccountShell>
  );
}
