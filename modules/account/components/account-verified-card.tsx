'use client';

import Link from '@/components/ui/link';
import { AuthCard } from './auth-card';
import { primaryButtonClass } from '@/components/ui/form-field';

export function AccountVerifiedCard() {
  return (
    <AuthCard title="Account verified!" subtitle="Thank you. Your account is ready to use.">
      <div aria-hidden="true" className="mx-auto mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-4xl text-green-700">
        ✓
      </div>
      <Link href="/" className={primaryButtonClass}>
        Go to dashboard
      </Link>
    </AuthCard>
  );
}
