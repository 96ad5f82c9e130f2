'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { inputClass } from '@/components/ui/form-field';

/** The COD confirmation: the platform's 4-digit code (null while it loads), a refresh button and the field to type it into. */
export function CodCaptcha({
  code,
  value,
  error,
  onChange,
  onRefresh,
}: {
  code: string | null;
  value: string;
  error: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
}) {
  const id = useId();
  const t = useTranslations('Checkout.captcha');
  const codeClass =
    'rounded-lg border border-dashed border-gray-400 bg-white px-4 py-2 font-mono text-2xl font-bold tracking-[0.4em] text-gray-800 italic select-none';
  return (
    <div className="mt-4 rounded-lg bg-gray-50 p-4">
      <p className="text-sm text-gray-700">{t('intro')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {code ? (
          <p data-testid="captcha-code" aria-label={t('code', { digits: code.split('').join(' ') })} className={codeClass}>
            {code}
          </p>
        ) : (
          <p role="status" aria-label={t('loading')} className={`${codeClass} animate-pulse text-gray-400`}>
            ····
          </p>
        )}
        <button
          type="button"
          onClick={onRefresh}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-shop-primary hover:bg-white focus-visible:outline-2"
        >
          {t('newCode')}
        </button>
      </div>
      <label htmlFor={id} className="mt-3 mb-1 block text-sm font-medium text-gray-800">
        {t('enter')}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={value}
        disabled={!code}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 4))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} max-w-40 disabled:bg-gray-100`}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
