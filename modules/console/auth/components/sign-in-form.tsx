'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { FormField, PasswordField } from '@/components/ui/form-field';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { signInToConsole } from '@/modules/console/auth/session-actions';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/** The console's sign-in: email and password, the platform's refusal shown under the field it names. */
export function ConsoleSignInForm({ next, notice }: { next: string; notice?: string }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(signInToConsole, null);
  const refusal = state && !state.ok ? state : null;
  return (
    <form action={action} className="space-y-4" noValidate>
      {notice && !refusal && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <input type="hidden" name="next" value={next} />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        error={refusal?.field === 'email' ? refusal.message : null}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        error={refusal?.field === 'password' ? refusal.message : null}
      />
      {refusal && refusal.field !== 'email' && refusal.field !== 'password' && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal.message}
        </p>
      )}
      <ConsoleButton type="submit" disabled={pending} className="w-full">
        {pending ? 'Signing in…' : 'Sign in'}
      </ConsoleButton>
      <p className="text-center text-sm">
        <Link href="/admin/forgot-password" className="inline-flex min-h-11 items-center text-indigo-700 underline">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
