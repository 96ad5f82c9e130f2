import { CUSTOMER_LIMITS } from '@/platform/shared/contract/field-limits';
import { PHONE_MESSAGE, registrationProblems, type Registration } from '@/platform/customers/contract/registration-rules';
import type { FieldRules } from './field-refusal';
import type { FormErrors } from './form-errors';

export interface RegisterFormValues extends Registration {
  confirmPassword: string;
}
export type RegisterField = keyof RegisterFormValues;
export type RegisterFormErrors = FormErrors<RegisterField>;

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

/** The form's fields in the order it shows them, with their labels and the platform's limits. */
export const REGISTER_FIELDS: FieldRules<RegisterField> = {
  firstname: { label: 'First name', max: CUSTOMER_LIMITS.firstname },
  lastname: { label: 'Last name', max: CUSTOMER_LIMITS.lastname },
  email: { label: 'Email', max: CUSTOMER_LIMITS.email, invalid: 'Please enter a valid email address.' },
  password: { label: 'Password', max: CUSTOMER_LIMITS.password },
  confirmPassword: { label: 'Confirm password', max: CUSTOMER_LIMITS.password },
  mobileno: { label: 'Phone number', invalid: PHONE_MESSAGE },
};
export const REGISTER_FIELD_ORDER = Object.keys(REGISTER_FIELDS) as RegisterField[];

/**
 * Every field's first problem, with the platform's own rules and messages so the form and the server never
 * disagree (the password's rules in the spec's order).
 */
export function registerFormErrors(values: RegisterFormValues): RegisterFormErrors {
  const errors: RegisterFormErrors = registrationProblems(values);
  if (!errors.password && values.confirmPassword !== values.password) errors.confirmPassword = PASSWORDS_DIFFER_MESSAGE;
  return errors;
}
