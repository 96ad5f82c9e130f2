'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/account-icons';
import { PasswordChangeForm } from './password-change-form';
import { useSession } from '@/components/state/session-provider';

/** /UserProfile and /account-settings: name, email and mobile; Edit Profile opens the password change. */
export function UserProfile() {
  const { ready, name, email, mobile } = useSession();
  const [editing, setEditing] = useState(false);
  const t = useTranslations('Account.profile');

  const row = (label: string, value: string) => (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-500">{label}</dt>
      <dd className="mt-1 text-gray-900 sm:col-span-2 sm:mt-0">
        {ready ? value || '—' : <span className="inline-block h-4 w-40 animate-pulse rounded bg-gray-200" />}
      </dd>
    </div>
  );

  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 items-center justify-center rounded-full bg-shop-primary/10 text-2xl font-bold text-shop-primary"
          >
            {(name || email || '?').charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-lg font-semibold text-gray-900">{name}</p>
            <p className="truncate text-sm text-gray-600">{email}</p>
          </div>
          {!editing && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-shop-primary px-4 font-semibold text-shop-primary hover:bg-shop-primary/5 focus-visible:outline-2"
            >
              <Icon name="settings" className="h-5 w-5" />
              {t('edit')}
            </button>
          )}
        </div>
        <dl className="mt-4 divide-y divide-gray-100 border-t border-gray-100">
          {row(t('name'), name)}
          {row(t('email'), email)}
          {row(t('mobile'), mobile ? `+91 ${mobile}` : '')}
        </dl>
      </div>
      {editing && (
        <div className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
          <h2 className="mb-1 text-lg font-semibold text-gray-900">{t('edit')}</h2>
          <p className="mb-4 text-sm text-gray-600">{t('editNote')}</p>
          <PasswordChangeForm onDone={() => setEditing(false)} />
        </div>
      )}
    </div>
  );
}
