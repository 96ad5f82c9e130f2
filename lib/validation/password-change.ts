import { PASSWORD_MAX_LENGTH } from '@/platform/shared/contract/field-limits';
import { passwordProblem } from '@/platform/customers/contract/registration-rules';
import type { FieldRules } from './field-refusal';
import type { FormErrors } from './form-errors';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordChangeField = keyof PasswordChangeValues;

export const NEW_PASSWORDS_DIFFER_MESSAGE = 'New password and confirm password do not match.';
export const PASSWORD_CHANGE_ERROR_MESSAGE = 'An error occurred while updating the password.';

export const PASSWORD_CHANGE_FIELDS: FieldRules<PasswordChangeField> = {
  oldPassword: { label: 'Old password', max: PASSWORD_MAX_LENGTH, required: 'Please enter your old password.' },
  newPassword: { label: 'New password', max: PASSWORD_MAX_LENGTH, required: 'Please enter a new password.' },
  confirmPassword: { label: 'Confirm password', max: PASSWORD_MAX_LENGTH, required: 'Please confirm the new password.' },
};
export const PASSWORD_CHANGE_ORDER = Object.keys(PASSWORD_CHANGE_FIELDS) as PasswordChangeField[];

/** The platform's names for the fields, which /store/account/password puts back into these in its refusals. */
export const PASSWORD_CHANGE_WIRE_NAMES: Partial<Record<string, PasswordChangeField>> = { old_password: 'oldPassword', new_password: 'newPassword' };

/** The reset form's one field (its confirmation is the form's own), and the platform's name for it. */
export const RESET_PASSWORD_FIELDS: FieldRules<'newPassword'> = { newPassword: { label: 'New password', max: PASSWORD_MAX_LENGTH } };
export const RESET_PASSWORD_WIRE_NAMES: Partial<Record<string, 'newPassword'>> = { new_password: 'newPassword' };

/** All three are required, the new one follows the registration rules, and the new two must match. */
export function passwordChangeErrors(values: PasswordChangeValues): FormErrors<PasswordChangeField> {
  const errors: FormErrors<PasswordChangeField> = {};
  for (const field of PASSWORD_CHANGE_ORDER) if (!values[field]) errors[field] = PASSWORD_CHANGE_FIELDS[field].required;
  if (!errors.newPassword) {
    const rule = passwordProblem(values.newPassword);
    if (rule) errors.newPassword = rule;
  }
  if (!errors.newPassword && !errors.confirmPassword && values.newPassword !== values.confirmPassword)
    errors.confirmPassword = NEW_PASSWORDS_DIFFER_MESSAGE;
  return errors;
}
