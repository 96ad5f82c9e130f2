'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { EMAIL_MAX } from '@/platform/shared/contract/field-limits';
import { AuthCard } from './auth-card';
import { inputClass, primaryButtonClass } from '@/components/ui/form-field';
import { phoneInputProps } from './phone-input';
import { VerificationCode } from './verification-code';
import clsx from 'clsx';

type Channel = 'email' | 'phone';

/** The stubbed sign-up card: E-mail or Phone (+91), Continue simulated (0.8 s), then the six-digit code. */
export function CreateAccountCard() {
  const t = useTranslations('Auth.signUp');
  const [channel, setChannel] = useState<Channel>('email');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [codeStep, setCodeStep] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      setCodeStep(true);
    }, 800);
  }

  if (codeStep) return <VerificationCode destination={channel === 'phone' ? `+91 ${value}` : value} onBack={() => setCodeStep(false)} />;

  const tab = (id: Channel, label: string) => (
    <button
      type="button"
      role="tab"
      id={`signup-tab-${id}`}
      aria-selected={channel === id}
      aria-controls="signup-panel"
      tabIndex={channel === id ? 0 : -1}
      onClick={() => {
        setChannel(id);
        setValue('');
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
          const next = id === 'email' ? 'phone' : 'email';
          setChannel(next);
          setValue('');
          document.getElementById(`signup-tab-${next}`)?.focus();
        }
      }}
      className={clsx(
        'min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2',
        channel === id ? 'bg-white text-shop-primary shadow' : 'text-gray-600',
      )}
    >
      {label}
    </button>
  );

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <div role="tablist" aria-label={t('signUpWith')} className="flex gap-1 rounded-xl bg-gray-100 p-1">
        {tab('email', t('emailTab'))}
        {tab('phone', t('phoneTab'))}
      </div>
      <form id="signup-panel" role="tabpanel" aria-labelledby={`signup-tab-${channel}`} onSubmit={submit} className="mt-5 space-y-4">
        {channel === 'email' ? (
          <div>
            <label htmlFor="signup-email" className="mb-1 block text-sm font-medium text-gray-800">
              {t('emailLabel')}
            </label>
            <input
              id="signup-email"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              className={inputClass}
            />
          </div>
        ) : (
          <div>
            <label htmlFor="signup-phone" className="mb-1 block text-sm font-medium text-gray-800">
              {t('mobile')}
            </label>
            <div className="flex gap-2">
              <span className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-gray-50 px-3 text-gray-700">+91</span>
              <input id="signup-phone" {...phoneInputProps(value, setValue)} className={inputClass} />
            </div>
          </div>
        )}
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? t('wait') : t('continue')}
        </button>
      </form>
    </AuthCard>
  );
}
