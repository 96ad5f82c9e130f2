import type { Metadata } from 'next';
import { AccountShell } from '@/components/account/account-shell';
import { CancellationForm } from '@/components/orders/cancellation-form';

export const metadata: Metadata = { title: 'Cancel order', robots: { index: false } };

export default function CancellationFormPage() {
  return (
    <AccountShell title="Cancel item">
      <CancellationForm />
    </AccountShell>
  );
}
