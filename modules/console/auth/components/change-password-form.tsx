'use client';

import { useActionState } from 'react';
import { PasswordField } from '@/components/ui/form-field';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { changeConsolePassword } from '@/modules/console/auth/password-actions';
import { ACCOUNT_PASSWORD_MIN } from '@/platform/shops/contract/shops';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

const FIELDS = ['current_password', 'new_password', 'confirm'];

/** The signed-in account's password: the current one, the new one twice; on success it says so and stays signed in. */
export function ChangePasswordForm({ email }: { email: string }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(changeConsolePassword, null);
  const refusal = state && !state.ok ? state : null;
  const errorOf = (field: string) => (refusal?.field === field ? refusal.message : null);
  return (
    <form action={action} className="max-w-sm space-y-4" noValidate>
      {/* For password managers: the account the password belongs to. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <PasswordField label="Current password" name="current_password" autoComplete="current-password" required error={errorOf('current_password')} />
      <PasswordField
        label="New password"
        name="new_password"
        autoComplete="new-password"
        required
        minLength={ACCOUNT_PASSWORD_MIN}
        hint={`At least ${ACCOUNT_PASSWORD_MIN} characters.`}
        error={errorOf('new_password')}
      />
      <PasswordField label="Confirm new password" name="confirm" autoComplete="new-password" required error={errorOf('confirm')} />
      <ActionStatus state={refusal && FIELDS.includes(refusal.field ?? '') ? null : state} />
      <ConsoleButton type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Change password'}
      </ConsoleButton>
    </form>
  );
}
