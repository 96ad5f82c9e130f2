'use client';

import Link from '@/components/ui/link';
import { useState, type FormEvent } from 'react';
import { NETWORK_MESSAGE, storeCall } from '@/lib/session/store-client';
import { isEmail } from '@/platform/contract/registration-rules';
import { AuthCard } from './auth-card';
import { useHydrated } from './use-hydrated';
import { FormAlert, FormField, primaryButtonClass } from './form-field';

/** /forgot-password: asks the platform to mail a reset link; the answer never tells whether the email is known. */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim()) return setError('Please enter your email address.');
    if (!isEmail(email.trim())) return setError('Please enter a valid email address.');
    setError('');
    setSubmitting(true);
    const result = await storeCall('/store/account/forgot-password', { body: { email: email.trim() } });
    setSubmitting(false);
    if (result.ok) setSent(result.message);
    else setError(result.status === 0 || result.status >= 500 ? NETWORK_MESSAGE : result.message);
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
          <button type="button" onClick={() => setSent('')} className="min-h-11 text-sm font-semibold text-shop-primary underline-offset-2 hover:underline">
            Send another link
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" method="post" data-hydrated={hydrated || undefined}>
          {error && <FormAlert>{error}</FormAlert>}
          <FormField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <button type="submit" disabled={submitting} className={primaryButtonClass}>
            {submitting ? 'Sending...' : 'Reset Password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
