'use client';

import Link from '@/components/ui/link';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { storeCall } from '@/lib/store/browser';
import { NETWORK_MESSAGE } from '@/lib/store/messages';
import { placeRefusal } from '@/lib/validation/field-refusal';
import { EMAIL_MAX } from '@/platform/shared/contract/field-limits';
import { isEmail } from '@/platform/customers/contract/registration-rules';
import { AuthCard } from './auth-card';
import { useHydrated } from './use-hydrated';
import { useAuthMessage } from './use-account-messages';
import { FormAlert, FormField, primaryButtonClass } from '@/components/ui/form-field';

const EMAIL_FIELD = { label: 'Email', max: EMAIL_MAX, required: 'Please enter your email address.', invalid: 'Please enter a valid email address.' };

/** /forgot-password: asks the platform to mail a reset link; the answer never tells whether the email is known. */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const t = useTranslations('Auth.forgot');
  const message = useAuthMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [emailError, setEmailError] = useState('');
  const [sent, setSent] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setError('');
    const problem = !email.trim() ? EMAIL_FIELD.required! : !isEmail(email.trim()) ? EMAIL_FIELD.invalid! : '';
    setEmailError(problem);
    if (problem) return (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('[name="email"]')?.focus();
    setSubmitting(true);
    const result = await storeCall('/store/account/forgot-password', { body: { email: email.trim() } });
    setSubmitting(false);
    if (result.ok) return setSent(result.message);
    const placed = placeRefusal(result, { email: EMAIL_FIELD }, { fallback: NETWORK_MESSAGE });
    if (placed.field) setEmailError(placed.message);
    else setError(placed.message);
  }

  return (
    <AuthCard
      title={t('title')}
      subtitle={t('subtitle')}
      footer={
        <>
          {t('remembered')}{' '}
          <Link href="/login" className="font-semibold text-shop-primary underline-offset-2 hover:underline">
            {t('backToSignIn')}
          </Link>
        </>
      }
    >
      {sent ? (
        <div className="space-y-4">
          <FormAlert tone="success">{message(sent)}</FormAlert>
          <p className="text-sm text-gray-600">{t('linkNote')}</p>
          <button
            type="button"
            onClick={() => setSent('')}
            className="min-h-11 text-sm font-semibold text-shop-primary underline-offset-2 hover:underline"
          >
            {t('sendAnother')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" method="post" data-hydrated={hydrated || undefined}>
          {error && <FormAlert>{message(error)}</FormAlert>}
          <FormField
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_FIELD.max}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError('');
            }}
            error={emailError && message(emailError)}
            required
          />
          <button type="submit" disabled={submitting} className={primaryButtonClass}>
            {submitting ? t('submitting') : t('submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
