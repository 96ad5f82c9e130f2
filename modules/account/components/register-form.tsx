'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { storeCall } from '@/lib/store/browser';
import { NETWORK_MESSAGE, REGISTRATION_FAILED_MESSAGE } from '@/lib/store/messages';
import { placeRefusal } from '@/lib/validation/field-refusal';
import { firstErrorField } from '@/lib/validation/form-errors';
import {
  REGISTER_FIELD_ORDER,
  REGISTER_FIELDS,
  registerFormErrors,
  type RegisterField,
  type RegisterFormErrors,
  type RegisterFormValues,
} from '@/lib/validation/register-form';
import { AuthCard } from './auth-card';
import { FormAlert, FormField, PasswordField, primaryButtonClass } from '@/components/ui/form-field';
import { phoneInputProps } from './phone-input';
import { revealField } from './reveal-field';
import { useHydrated } from './use-hydrated';
import { useAuthMessage } from './use-account-messages';
import { usePasswordToggle } from './use-password-toggle';

const EMPTY: RegisterFormValues = { firstname: '', lastname: '', email: '', password: '', confirmPassword: '', mobileno: '' };

/** /register: the spec's fields and rules; each problem shows once, under its field, and the first is brought into view. */
export function RegisterForm() {
  const hydrated = useHydrated();
  const router = useRouter();
  const t = useTranslations('Auth.register');
  const message = useAuthMessage();
  const toggle = usePasswordToggle();
  const localized = useLocalizedPath();
  const signIn = () => router.push(localized('/login?registered'));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<RegisterFormErrors>({});
  // A failure that belongs to no field (the network, the server).
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The spec's validity flag, recomputed on every change (the button stays enabled; submitting explains).
  const valid = useMemo(() => Object.keys(registerFormErrors(values)).length === 0, [values]);

  function change(field: RegisterField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function show(found: RegisterFormErrors) {
    setErrors(found);
    const first = firstErrorField(REGISTER_FIELD_ORDER, found);
    // After React has put the messages in, so the field is scrolled to where it ends up.
    if (first) requestAnimationFrame(() => revealField(form.current, first));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFailure('');
    const found = registerFormErrors(values);
    if (Object.keys(found).length) return show(found);
    setErrors({});
    setSubmitting(true);
    const { confirmPassword: _confirm, ...registration } = values;
    void _confirm;
    const result = await storeCall('/store/account/register', { body: { ...registration, email: registration.email.trim() } });
    setSubmitting(false);
    if (result.ok) {
      setRegistered(true);
      return;
    }
    const placed = placeRefusal(result, REGISTER_FIELDS, { fallback: REGISTRATION_FAILED_MESSAGE, unavailable: NETWORK_MESSAGE });
    if (placed.field) show({ [placed.field]: placed.message });
    else setFailure(placed.message);
  }

  const field = (name: RegisterField) => ({
    name,
    label: t(name),
    value: values[name],
    maxLength: REGISTER_FIELDS[name].max,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
    error: errors[name] && message(errors[name]),
    required: true,
  });

  return (
    <AuthCard
      title={t('title')}
      subtitle={t('subtitle')}
      footer={
        <>
          {t('haveAccount')}{' '}
          <Link href="/login" className="font-semibold text-shop-primary underline-offset-2 hover:underline">
            {t('signIn')}
          </Link>
        </>
      }
    >
      <form ref={form} onSubmit={submit} noValidate className="space-y-4" data-valid={valid} method="post" data-hydrated={hydrated || undefined}>
        {failure && <FormAlert>{message(failure)}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field('firstname')} autoComplete="given-name" />
          <FormField {...field('lastname')} autoComplete="family-name" />
        </div>
        <FormField {...field('email')} type="email" autoComplete="email" />
        <PasswordField {...field('password')} autoComplete="new-password" hint={t('passwordHint')} toggleTexts={toggle(t('password'))} />
        <PasswordField {...field('confirmPassword')} autoComplete="new-password" toggleTexts={toggle(t('confirmPassword'))} />
        <FormField {...field('mobileno')} {...phoneInputProps(values.mobileno, (value) => change('mobileno', value))} hint={t('phoneHint')} />
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? t('submitting') : t('submit')}
        </button>
      </form>
      <Modal open={registered} onClose={signIn} title={t('successTitle')} size="max-w-sm">
        <div role="alert">
          <p className="text-gray-700">{t('successText')}</p>
        </div>
        <button type="button" onClick={signIn} className={`${primaryButtonClass} mt-5`}>
          {t('goToSignIn')}
        </button>
      </Modal>
    </AuthCard>
  );
}
