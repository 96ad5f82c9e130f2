'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { NETWORK_MESSAGE, storeCall } from '@/lib/session/store-client';
import { PASSWORDS_DIFFER_MESSAGE } from '@/lib/validation/register-form';
import { RESET_LINK_INVALID_MESSAGE } from '@/platform/contract/auth';
import { passwordProblem } from '@/platform/contract/registration-rules';
import { AuthCard } from './auth-card';
import { useHydrated } from './use-hydrated';
import { FormAlert, PasswordField, primaryButtonClass } from './form-field';

/** /reset-password?token=…: a new password under the registration rules, then back to sign in. */
export function ResetPasswordForm() {
  const hydrated = useHydrated();
  const router = useRouter();
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [linkInvalid, setLinkInvalid] = useState('');
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(value);
    if (!value) setLinkInvalid(RESET_LINK_INVALID_MESSAGE);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !token) return;
    const problem = passwordProblem(password) ?? (confirm !== password ? PASSWORDS_DIFFER_MESSAGE : null);
    if (problem) return setError(problem);
    setError('');
    setSubmitting(true);
    const result = await storeCall('/store/account/reset-password', { body: { token, new_password: password } });
    setSubmitting(false);
    if (result.ok) return router.push('/login?reset');
    if (result.field === 'token') return setLinkInvalid(result.message);
    setError(result.status === 0 || result.status >= 500 ? NETWORK_MESSAGE : result.message);
  }

  return (
    <AuthCard title="Choose a new password" subtitle="8 to 16 characters, with an uppercase letter, a lowercase letter and a number.">
      {linkInvalid ? (
        <div className="space-y-4">
          <FormAlert>{linkInvalid}</FormAlert>
          <Link href="/forgot-password" className={primaryButtonClass}>
            Request a new link
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" method="post" data-hydrated={hydrated || undefined}>
          {error && <FormAlert>{error}</FormAlert>}
          <PasswordField label="New password" name="new_password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          <PasswordField label="Confirm new password" name="confirm_password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required />
          <button type="submit" disabled={submitting || token === null} className={primaryButtonClass}>
            {submitting ? 'Saving...' : 'Set new password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
