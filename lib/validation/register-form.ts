import { registrationProblem, type Registration } from '@/platform/contract/registration-rules';

export interface RegisterFormValues extends Registration {
  confirmPassword: string;
}

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

/**
 * The first problem in the form's order (first name, last name, email, password, confirm password, phone), with the
 * platform's own rules and messages, so the form and the server never disagree.
 */
export function registerFormProblem(values: RegisterFormValues): { field: keyof RegisterFormValues; message: string } | null {
  const problem = registrationProblem(values);
  if (problem && problem.field !== 'mobileno') return problem;
  if (values.confirmPassword !== values.password) return { field: 'confirmPassword', message: PASSWORDS_DIFFER_MESSAGE };
  return problem;
}
