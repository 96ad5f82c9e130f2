import type { Metadata } from 'next';
import { AccountShell } from '@/components/account/account-shell';
import { AddressBook } from '@/components/account/address-book';

export const metadata: Metadata = { title: 'Saved Addresses', robots: { index: false } };

export default function YourAddressPage() {
  return (
    <AccountShell title="Saved Addresses">
      <AddressBook />
    </AccountShell>
  );
}
