'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/ui/toast';
import { storeCall } from '@/lib/store/browser';
import { PASSWORD_CHANGE_FAILED_MESSAGE } from '@/lib/store/messages';
import { placeRefusal } from '@/lib/validation/field-refusal';
import { firstErrorField, type FormErrors } from '@/lib/validation/form-errors';
import {
  PASSWORD_CHANGE_ERROR_MESSAGE,
  PASSWORD_CHANGE_FIELDS,
  PASSWORD_CHANGE_ORDER,
  passwordChangeErrors,
  type PasswordChangeField,
} from '@/lib/validation/password-change';
import { FormAlert, PasswordField, primaryButtonClass } from '@/components/ui/form-field';
import { revealField } from './reveal-field';
import { useAuthMessage } from './use-account-messages';
import { usePasswordToggle } from './use-password-toggle';

const AUTOCOMPLETE: Record<PasswordChangeField, string> = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

/** Old, new and confirm, each problem under its field; success shows a 3-second toast and closes the form. */
export function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const t = useTranslations('Account.password');
  const message = useAuthMessage();
  const toggle = usePasswordToggle();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FormErrors<PasswordChangeField>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  function change(field: PasswordChangeField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function show(found: FormErrors<PasswordChangeField>) {
    setErrors(found);
    const first = firstErrorField(PASSWORD_CHANGE_ORDER, found);
    if (first) requestAnimationFrame(() => revealField(form.current, first));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure('');
    const found = passwordChangeErrors(values);
    if (Object.keys(found).length) return show(found);
    setErrors({});
    setSaving(true);
    const result = await storeCall('/store/account/password', { body: { oldPassword: values.oldPassword, newPassword: values.newPassword } });
    setSaving(false);
    if (result.ok) {
      toast({ message: message(result.message || 'Password updated successfully.'), tone: 'success' });
      onDone();
      return;
    }
    if (result.status === 401) return;
    const placed = placeRefusal(result, PASSWORD_CHANGE_FIELDS, {
      fallback: PASSWORD_CHANGE_FAILED_MESSAGE,
      unavailable: PASSWORD_CHANGE_ERROR_MESSAGE,
    });
    if (placed.field) show({ [placed.field]: placed.message });
    else setFailure(placed.message);
  }

  const field = (name: PasswordChangeField, hint?: string) => (
    <PasswordField
      label={t(name)}
      toggleTexts={toggle(t(name))}
      name={name}
      autoComplete={AUTOCOMPLETE[name]}
      value={values[name]}
      maxLength={PASSWORD_CHANGE_FIELDS[name].max}
      onChange={(e) => change(name, e.target.value)}
      error={errors[name] && message(errors[name])}
      hint={hint}
      required
    />
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
      <h3 className="text-base font-semibold text-gray-900">{t('title')}</h3>
      {failure && <FormAlert>{message(failure)}</FormAlert>}
      {field('oldPassword')}
      {field('newPassword', t('hint'))}
      {field('confirmPassword')}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={saving} className={`${primaryButtonClass} sm:w-auto`}>
          {saving ? t('saving') : t('submit')}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="min-h-11 rounded-lg border border-gray-300 px-4 font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2"
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
