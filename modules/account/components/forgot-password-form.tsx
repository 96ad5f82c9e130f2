'use client';

import Link from '@/components/ui/link';
import { useState, type FormEvent } from 'react';
import { storeCall } from '@/lib/store/browser';
import { NETWORK_MESSAGE } from '@/lib/store/messages';
import { placeRefusal } from '@/lib/validation/field-refusal';
import { EMAIL_MAX } from '@/platform/shared/contract/field-limits';
import { isEmail } from '@/platform/customers/contract/registration-rules';
import { AuthCard } from './auth-card';
import { useHydrated } from './use-hydrated';
import { FormAlert, FormField, primaryButtonClass } from '@/components/ui/form-field';

const EMAIL_FIELD = { label: 'Email', max: EMAIL_MAX, required: 'Please enter your email address.', invalid: 'Please enter a valid email address.' };

/** /forgot-password: asks the platform to mail a reset link; the answer never tells whether the email is known. */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
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
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link href="/login" className="font-semibold text-shop-primary underline-offset-2 hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      {sent ? (
        <div className="space-y-4">
          <FormAlert tone="success">{sent}</FormAlert>
          <p className="text-sm text-gray-600">The link works once, for 30 minutes. Check your spam folder if it does not arrive in a few minutes.</p>
          <button
            type="button"
            onClick={() => setSent('')}
            className="min-h-11 text-sm font-semibold text-shop-primary underline-offset-2 hover:underline"
          >
            Send another link
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" method="post" data-hydrated={hydrated || undefined}>
          {error && <FormAlert>{error}</FormAlert>}
          <FormField
            label={EMAIL_FIELD.label}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_FIELD.max}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError('');
            }}
            error={emailError}
            required
          />
          <button type="submit" disabled={submitting} className={primaryButtonClass}>
            {submitting ? 'Sending...' : 'Reset Password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
