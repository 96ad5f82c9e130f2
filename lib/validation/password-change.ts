import { passwordProblem } from '@/platform/contract/registration-rules';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_FIELDS_REQUIRED_MESSAGE = 'Please fill in all password fields.';
export const NEW_PASSWORDS_DIFFER_MESSAGE = 'New password and confirm password do not match.';

/** All three are required, the new two must match, and the new one follows the registration rules. */
export function passwordChangeProblem(values: PasswordChangeValues): string | null {
  if (!values.oldPassword || !values.newPassword || !values.confirmPassword) return PASSWORD_FIELDS_REQUIRED_MESSAGE;
  if (values.newPassword !== values.confirmPassword) return NEW_PASSWORDS_DIFFER_MESSAGE;
  return passwordProblem(values.newPassword);
}
