import { describe, expect, it } from 'vitest';
import { registerFormProblem, type RegisterFormValues } from './register-form';

const valid: RegisterFormValues = {
  firstname: 'Asha',
  lastname: 'Verma',
  email: 'asha@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  mobileno: '9123456780',
};

describe('registerFormProblem', () => {
  it('accepts a valid registration', () => {
    expect(registerFormProblem(valid)).toBeNull();
  });

  it('checks the password rules in the spec order', () => {
    expect(registerFormProblem({ ...valid, password: 'Ab1' })?.message).toBe('Password must be at least 8 characters long.');
    expect(registerFormProblem({ ...valid, password: 'Abcdefgh12345678x' })?.message).toBe('Password must not exceed 16 characters.');
    expect(registerFormProblem({ ...valid, password: 'secret123' })?.message).toBe('Password must contain at least one uppercase letter.');
    expect(registerFormProblem({ ...valid, password: 'SECRET123' })?.message).toBe('Password must contain at least one lowercase letter.');
    expect(registerFormProblem({ ...valid, password: 'SecretSecret' })?.message).toBe('Password must contain at least one number.');
  });

  it('checks the confirmation before the phone', () => {
    expect(registerFormProblem({ ...valid, confirmPassword: 'Secret124', mobileno: '12' })).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match.',
    });
    expect(registerFormProblem({ ...valid, mobileno: '91234' })?.message).toBe('Phone number must be exactly 10 digits.');
  });

  it('shows the first failure only', () => {
    expect(registerFormProblem({ ...valid, firstname: '', password: 'x' })?.field).toBe('firstname');
  });
});
