/**
 * The registration rules, in the product specification's order, with its messages.
 * Shared by the platform (enforced on insert_customer, password change and reset) and the storefront's forms.
 */

import { MOBILE_DIGITS } from '../../shared/contract/field-limits';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const PHONE_DIGITS = MOBILE_DIGITS;

const passwordRules: ReadonlyArray<readonly [(password: string) => boolean, string]> = [
  [(p) => p.length >= PASSWORD_MIN, 'Password must be at least 8 characters long.'],
  [(p) => p.length <= PASSWORD_MAX, 'Password must not exceed 16 characters.'],
  [(p) => /[A-Z]/.test(p), 'Password must contain at least one uppercase letter.'],
  [(p) => /[a-z]/.test(p), 'Password must contain at least one lowercase letter.'],
  [(p) => /[0-9]/.test(p), 'Password must contain at least one number.'],
];

/** The first failing password rule's message, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  for (const [passes, message] of passwordRules) if (!passes(password)) return message;
  return null;
}

export const PHONE_MESSAGE = 'Phone number must be exactly 10 digits.';

export function phoneProblem(phone: string): string | null {
  return /^[0-9]{10}$/.test(phone) ? null : PHONE_MESSAGE;
}

/** The same check an `<input type="email">` applies (WHATWG's valid e-mail address). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export interface Registration {
  firstname: string;
  lastname: string;
  email: string;
  mobileno: string;
  password: string;
}

export type RegistrationProblems = Partial<Record<keyof Registration, string>>;

/** Each field's first failing rule, in the order the form shows its fields. */
export function registrationProblems(r: Registration): RegistrationProblems {
  const problems: RegistrationProblems = {};
  if (!r.firstname.trim()) problems.firstname = 'First name is required.';
  if (!r.lastname.trim()) problems.lastname = 'Last name is required.';
  if (!r.email.trim()) problems.email = 'Email is required.';
  else if (!isEmail(r.email.trim())) problems.email = 'Please enter a valid email address.';
  if (!r.password) problems.password = 'Password is required.';
  else {
    const password = passwordProblem(r.password);
    if (password) problems.password = password;
  }
  const phone = phoneProblem(r.mobileno);
  if (phone) problems.mobileno = phone;
  return problems;
}

/** First failure among the registration rules, in the order the form shows them. */
export function registrationProblem(r: Registration): { field: keyof Registration; message: string } | null {
  const [first] = Object.entries(registrationProblems(r)) as [keyof Registration, string][];
  return first ? { field: first[0], message: first[1] } : null;
}
