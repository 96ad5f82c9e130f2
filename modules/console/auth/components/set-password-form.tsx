'use client';

import { useActionState } from 'react';
import { ACCOUNT_PASSWORD_MIN } from '@/platform/shops/contract/shops';
import { PasswordField } from '@/components/ui/form-field';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { resetConsolePassword } from '@/modules/console/auth/password-actions';
import { setConsolePassword } from '@/modules/console/team/team-actions';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/**
 * A password chosen through a mailed link, twice: an invited admin's (on success signed in, on the dashboard) or a
 * reset's (on success the sign-in page, to use it).
 */
export function SetPasswordForm({ token, email, reset = false }: { token: string; email: string; reset?: boolean }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(reset ? resetConsolePassword : setConsolePassword, null);
  const refusal = state && !state.ok ? state : null;
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account the password belongs to. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        minLength={ACCOUNT_PASSWORD_MIN}
        hint={`At least ${ACCOUNT_PASSWORD_MIN} characters.`}
        error={refusal?.field === 'password' ? refusal.message : null}
      />
      <PasswordField
        label="Confirm password"
        name="confirm"
        autoComplete="new-password"
        required
        error={refusal?.field === 'confirm' ? refusal.message : null}
      />
      {refusal && refusal.field !== 'password' && refusal.field !== 'confirm' && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal.message}
        </p>
      )}
      <ConsoleButton type="submit" disabled={pending} className="w-full">
        {pending ? 'Saving…' : reset ? 'Change password' : 'Set password and sign in'}
      </ConsoleButton>
    </form>
  );
}
