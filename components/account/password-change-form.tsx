'use client';

import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/ui/toast';
import { storeCall } from '@/lib/session/store-client';
import { passwordChangeProblem } from '@/lib/validation/password-change';
import { FormAlert, PasswordField, primaryButtonClass } from './form-field';

/** Old, new and confirm; success shows a 3-second toast and closes the form. */
export function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const problem = passwordChangeProblem(values);
    if (problem) return setError(problem);
    setError('');
    setSaving(true);
    const result = await storeCall('/store/account/password', { body: { old_password: values.oldPassword, new_password: values.newPassword } });
    setSaving(false);
    if (result.ok) {
      toast({ message: result.message || 'Password updated successfully.', tone: 'success' });
      onDone();
      return;
    }
    if (result.status === 401) return;
    setError(result.status === 0 ? 'An error occurred while updating the password.' : result.message || 'Failed to update password.');
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h3 className="text-base font-semibold text-gray-900">Change password</h3>
      {error && <FormAlert>{error}</FormAlert>}
      <PasswordField label="Old password" name="old_password" autoComplete="current-password" value={values.oldPassword} onChange={set('oldPassword')} required />
      <PasswordField
        label="New password"
        name="new_password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        hint="8 to 16 characters, with an uppercase letter, a lowercase letter and a number."
        required
      />
      <PasswordField label="Confirm password" name="confirm_password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} required />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={saving} className={`${primaryButtonClass} sm:w-auto`}>
          {saving ? 'Saving...' : 'Update password'}
        </button>
        <button type="button" onClick={onDone} className="min-h-11 rounded-lg border border-gray-300 px-4 font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2">
          Cancel
        </button>
      </div>
    </form>
  );
}
