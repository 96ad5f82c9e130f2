'use client';

import { useActionState } from 'react';
import { FormField } from '@/components/ui/form-field';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { requestConsoleReset } from '@/modules/console/auth/password-actions';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/** "Forgot password?": the console account's email; the answer is the same whether or not it has an account. */
export function ConsoleForgotPasswordForm() {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(requestConsoleReset, null);
  return (
    <form action={action} className="space-y-4" noValidate>
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        error={state && !state.ok && state.field === 'email' ? state.message : null}
      />
      <ActionStatus state={state && (state.ok || state.field !== 'email') ? state : null} />
      <ConsoleButton type="submit" disabled={pending} className="w-full">
        {pending ? 'Sending…' : 'Send link'}
      </ConsoleButton>
    </form>
  );
}
