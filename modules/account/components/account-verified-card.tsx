'use client';

import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { AuthCard } from './auth-card';
import { primaryButtonClass } from '@/components/ui/form-field';

export function AccountVerifiedCard() {
  const t = useTranslations('Auth.verified');
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <div aria-hidden="true" className="mx-auto mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-4xl text-green-700">
        ✓
      </div>
      <Link href="/" className={primaryButtonClass}>
        {t('dashboard')}
      </Link>
    </AuthCard>
  );
}
