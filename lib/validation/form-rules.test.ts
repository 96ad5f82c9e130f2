import { describe, expect, it } from 'vitest';
import { cancellationProblem } from './cancellation';
import { passwordChangeProblem } from './password-change';

describe('cancellationProblem', () => {
  it('needs one of the listed reasons first', () => {
    expect(cancellationProblem('', 'long enough comment')).toBe('Please select a reason for cancellation.');
    expect(cancellationProblem('Because', 'long enough comment')).toBe('Please select a reason for cancellation.');
  });

  it('needs at least 10 characters of comment, spaces aside', () => {
    expect(cancellationProblem('Cash Issue', '   short   ')).toBe('Please enter at least 10 characters in the comments.');
    expect(cancellationProblem('Cash Issue', '0123456789')).toBeNull();
  });
});

describe('passwordChangeProblem', () => {
  it('requires all three fields', () => {
    expect(passwordChangeProblem({ oldPassword: '', newPassword: 'Secret123', confirmPassword: 'Secret123' })).toBe('Please fill in all password fields.');
  });

  it('needs the new two to match', () => {
    expect(passwordChangeProblem({ oldPassword: 'Old12345', newPassword: 'Secret123', confirmPassword: 'Secret124' })).toBe(
      'New password and confirm password do not match.',
    );
  });

  it('applies the registration rules to the new password', () => {
    expect(passwordChangeProblem({ oldPassword: 'Old12345', newPassword: 'short', confirmPassword: 'short' })).toBe('Password must be at least 8 characters long.');
    expect(passwordChangeProblem({ oldPassword: 'Old12345', newPassword: 'Secret123', confirmPassword: 'Secret123' })).toBeNull();
  });
});
