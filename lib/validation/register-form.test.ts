import { describe, expect, it } from 'vitest';
import { insertCustomerRequest } from '@/platform/customers/contract/auth';
import { firstErrorField } from './form-errors';
import { REGISTER_FIELD_ORDER, REGISTER_FIELDS, registerFormErrors, type RegisterFormValues } from './register-form';

const valid: RegisterFormValues = {
  firstname: 'Asha',
  lastname: 'Verma',
  email: 'asha@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  mobileno: '9123456780',
};

describe('registerFormErrors', () => {
  it('accepts a valid registration', () => {
    expect(registerFormErrors(valid)).toEqual({});
  });

  it('checks the password rules in the spec order, the first failure shown', () => {
    expect(registerFormErrors({ ...valid, password: 'Ab1', confirmPassword: 'Ab1' }).password).toBe('Password must be at least 8 characters long.');
    expect(registerFormErrors({ ...valid, password: 'Abcdefgh12345678x' }).password).toBe('Password must not exceed 16 characters.');
    expect(registerFormErrors({ ...valid, password: 'secret123' }).password).toBe('Password must contain at least one uppercase letter.');
    expect(registerFormErrors({ ...valid, password: 'SECRET123' }).password).toBe('Password must contain at least one lowercase letter.');
    expect(registerFormErrors({ ...valid, password: 'SecretSecret' }).password).toBe('Password must contain at least one number.');
  });

  it('gives each field its own message, once', () => {
    expect(registerFormErrors({ ...valid, firstname: '', email: 'asha@', confirmPassword: 'Secret124', mobileno: '91234' })).toEqual({
      firstname: 'First name is required.',
      email: 'Please enter a valid email address.',
      confirmPassword: 'Passwords do not match.',
      mobileno: 'Phone number must be exactly 10 digits.',
    });
  });

  it('the first field in the form order is the one to scroll to', () => {
    const errors = registerFormErrors({ ...valid, lastname: '', mobileno: '' });
    expect(firstErrorField(REGISTER_FIELD_ORDER, errors)).toBe('lastname');
    expect(firstErrorField(REGISTER_FIELD_ORDER, {})).toBeNull();
  });
});

describe('REGISTER_FIELDS', () => {
  it("carries the platform's limits: the contract takes the longest value the input allows and refuses one more", () => {
    const wire = { firstname: 'A', lastname: 'B', email: 'a@example.com', mobileno: '9123456780', password: 'Secret123' };
    for (const field of ['firstname', 'lastname', 'email', 'password'] as const) {
      const max = REGISTER_FIELDS[field].max!;
      expect(insertCustomerRequest.safeParse({ ...wire, [field]: 'x'.repeat(max) }).success).toBe(true);
      expect(insertCustomerRequest.safeParse({ ...wire, [field]: 'x'.repeat(max + 1) }).error?.issues[0]?.path).toEqual([field]);
    }
    expect(REGISTER_FIELDS.firstname.max).toBe(50);
    expect(REGISTER_FIELD_ORDER).toEqual(['firstname', 'lastname', 'email', 'password', 'confirmPassword', 'mobileno']);
  });
});
