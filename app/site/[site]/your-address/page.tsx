import type { Metadata } from 'next';
import { AccountShell } from '@/modules/account/components/account-shell';
import { AddressBook } from '@/modules/account/components/addresses/address-book';

export const metadata: Metadata = { title: 'Saved Addresses', robots: { index: false } };

export default function YourAddressPage() {
  return (
    <AccountShell title="Saved Addresses">
      <AddressBook />
    </AccountShell>
  );
}
