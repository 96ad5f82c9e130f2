'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { useState } from 'react';
import { QueryScope } from '@/components/state/query-scope';
import { AddressForm } from './address-form';
import { primaryButtonClass } from '@/components/ui/form-field';

/** /address-form: the add-address form on its own page; OK returns to the saved addresses. */
export function NewAddressPage() {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const t = useTranslations('Addresses.page');
  const localized = useLocalizedPath();
  return (
    <div className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
      {message ? (
        <div className="text-center">
          <p role="status" className="text-gray-700">
            {message}
          </p>
          <button type="button" onClick={() => router.push(localized('/your-address'))} className={`${primaryButtonClass} mt-5 sm:w-40`}>
            {t('ok')}
          </button>
        </div>
      ) : (
        <>
          <QueryScope>
            <AddressForm onSaved={(saved) => setMessage(saved)} />
          </QueryScope>
          <Link href="/your-address" className="mt-4 inline-block min-h-11 py-2 text-sm font-semibold text-gray-600 hover:text-gray-900">
            {t('back')}
          </Link>
        </>
      )}
    </div>
  );
}
