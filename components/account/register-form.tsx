'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { NETWORK_MESSAGE, storeCall } from '@/lib/session/store-client';
import { registerFormProblem, type RegisterFormValues } from '@/lib/validation/register-form';
import { PHONE_DIGITS } from '@/platform/contract/registration-rules';
import { AuthCard } from './auth-card';
import { useHydrated } from './use-hydrated';
import { FormAlert, FormField, PasswordField, primaryButtonClass } from './form-field';

const EMPTY: RegisterFormValues = { firstname: '', lastname: '', email: '', password: '', confirmPassword: '', mobileno: '' };

/** /register: the spec's fields and rules in order; the first failure is shown. */
export function RegisterForm() {
  const hydrated = useHydrated();
  const router = useRouter();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: keyof RegisterFormValues | null; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The spec's validity flag, recomputed on every change (the button stays enabled; submitting explains).
  const valid = useMemo(() => registerFormProblem(values) === null, [values]);

  const set = (field: keyof RegisterFormValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = field === 'mobileno' ? event.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const first = registerFormProblem(values);
    if (first) {
      setProblem(first);
      form.current?.querySelector<HTMLInputElement>(`[name="${first.field}"]`)?.focus();
      return;
    }
    setProblem(null);
    setSubmitting(true);
    const { confirmPassword: _confirm, ...registration } = values;
    void _confirm;
    const result = await storeCall('/store/account/register', { body: { ...registration, email: registration.email.trim() } });
    setSubmitting(false);
    if (result.ok) {
      setRegistered(true);
      return;
    }
    const field = (result.field as keyof RegisterFormValues | undefined) ?? null;
    setProblem({ field, message: result.status === 0 || result.status >= 500 ? NETWORK_MESSAGE : result.message || 'Registration failed. Please try again.' });
  }

  const errorFor = (field: keyof RegisterFormValues) => (problem?.field === field ? problem.message : null);

  return (
    <AuthCard
      title="Create your account"
      subtitle="Register to save addresses, track orders and check out faster."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-semibold text-shop-primary underline-offset-2 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form ref={form} onSubmit={submit} noValidate className="space-y-4" data-valid={valid} method="post" data-hydrated={hydrated || undefined}>
        {problem && <FormAlert>{problem.message}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" name="firstname" autoComplete="given-name" value={values.firstname} onChange={set('firstname')} error={errorFor('firstname')} required />
          <FormField label="Last name" name="lastname" autoComplete="family-name" value={values.lastname} onChange={set('lastname')} error={errorFor('lastname')} required />
        </div>
        <FormField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errorFor('email')} required />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errorFor('password')}
          hint="8 to 16 characters, with an uppercase letter, a lowercase letter and a number."
          required
        />
        <PasswordField label="Confirm password" name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} error={errorFor('confirmPassword')} required />
        <FormField
          label="Phone number"
          name="mobileno"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS}
          value={values.mobileno}
          onChange={set('mobileno')}
          error={errorFor('mobileno')}
          hint="10 digits, without +91."
          required
        />
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? 'Registering...' : 'Register'}
        </button>
      </form>
      <Modal open={registered} onClose={() => router.push('/login?registered')} title="Registration successful!" size="max-w-sm">
        <div role="alert">
          <p className="text-gray-700">Your account is ready. Sign in with your email and password to continue.</p>
        </div>
        <button type="button" onClick={() => router.push('/login?registered')} className={`${primaryButtonClass} mt-5`}>
          Go to sign in
        </button>
      </Modal>
    </AuthCard>
  );
}
