'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { useState, type FormEvent } from 'react';
import { storeCall } from '@/lib/store/browser';
import { NETWORK_MESSAGE } from '@/lib/store/messages';
import { placeRefusal } from '@/lib/validation/field-refusal';
import { RESET_PASSWORD_FIELDS } from '@/lib/validation/password-change';
import { PASSWORDS_DIFFER_MESSAGE } from '@/lib/validation/register-form';
import { RESET_LINK_INVALID_MESSAGE } from '@/platform/customers/contract/auth';
import { passwordProblem } from '@/platform/customers/contract/registration-rules';
import { AuthCard } from './auth-card';
import { useHydrated } from './use-hydrated';
import { useAuthMessage } from './use-account-messages';
import { usePasswordToggle } from './use-password-toggle';
import { FormAlert, PasswordField, primaryButtonClass } from '@/components/ui/form-field';
import { useLocationSearch } from '@/components/ui/use-location-search';

const NEW_PASSWORD_FIELD = RESET_PASSWORD_FIELDS.newPassword;

/** /reset-password?token=…: a new password under the registration rules, then back to sign in. */
export function ResetPasswordForm() {
  const hydrated = useHydrated();
  const router = useRouter();
  const t = useTranslations('Auth.reset');
  const message = useAuthMessage();
  const toggle = usePasswordToggle();
  const localized = useLocalizedPath();
  const search = useLocationSearch();
  // null until the browser has read the address bar; '' when the link carries no token.
  const token = search === null ? null : (search.get('token') ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [linkRefused, setLinkRefused] = useState('');
  const linkInvalid = linkRefused || (token === '' ? RESET_LINK_INVALID_MESSAGE : '');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !token) return;
    setError('');
    const rule = passwordProblem(password);
    const found = { password: rule ?? undefined, confirm: !rule && confirm !== password ? PASSWORDS_DIFFER_MESSAGE : undefined };
    setErrors(found);
    if (found.password || found.confirm) {
      (event.currentTarget as HTMLFormElement)
        .querySelector<HTMLInputElement>(`[name="${found.password ? 'new_password' : 'confirm_password'}"]`)
        ?.focus();
      return;
    }
    setSubmitting(true);
    const result = await storeCall('/store/account/reset-password', { body: { token, newPassword: password } });
    setSubmitting(false);
    if (result.ok) return router.push(localized('/login?reset'));
    if (result.field === 'token') return setLinkRefused(result.message);
    const placed = placeRefusal(result, RESET_PASSWORD_FIELDS, { fallback: NETWORK_MESSAGE });
    if (placed.field) setErrors({ password: placed.message });
    else setError(placed.message);
  }

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      {linkInvalid ? (
        <div className="space-y-4">
          <FormAlert>{message(linkInvalid)}</FormAlert>
          <Link href="/forgot-password" className={primaryButtonClass}>
            {t('requestNewLink')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" method="post" data-hydrated={hydrated || undefined}>
          {error && <FormAlert>{message(error)}</FormAlert>}
          <PasswordField
            label={t('newPassword')}
            name="new_password"
            autoComplete="new-password"
            maxLength={NEW_PASSWORD_FIELD.max}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((f) => ({ ...f, password: undefined }));
            }}
            error={errors.password && message(errors.password)}
            toggleTexts={toggle(t('newPassword'))}
            required
          />
          <PasswordField
            label={t('confirm')}
            name="confirm_password"
            autoComplete="new-password"
            maxLength={NEW_PASSWORD_FIELD.max}
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              setErrors((f) => ({ ...f, confirm: undefined }));
            }}
            error={errors.confirm && message(errors.confirm)}
            toggleTexts={toggle(t('confirm'))}
            required
          />
          <button type="submit" disabled={submitting || token === null} className={primaryButtonClass}>
            {submitting ? t('submitting') : t('submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
