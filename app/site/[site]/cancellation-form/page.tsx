import type { Metadata } from 'next';
import { AccountShell } from '@/modules/account/components/account-shell';
import { CancellationForm } from '@/modules/orders/components/cancellation-form';

export const metadata: Metadata = { title: 'Cancel order', robots: { index: false } };

export default function CancellationFormPage() {
  return (
    <AccountShell title="Cancel item">
      <CancellationForm />
    </AccountShell>
  );
}
