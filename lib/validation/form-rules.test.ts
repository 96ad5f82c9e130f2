import { describe, expect, it } from 'vitest';
import { cancellationProblem } from './cancellation';
import { placeRefusal } from './field-refusal';
import { PASSWORD_CHANGE_FIELDS, PASSWORD_CHANGE_WIRE_NAMES, passwordChangeErrors } from './password-change';

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

describe('passwordChangeErrors', () => {
  it('asks for each empty field under it', () => {
    expect(passwordChangeErrors({ oldPassword: '', newPassword: 'Secret123', confirmPassword: '' })).toEqual({
      oldPassword: 'Please enter your old password.',
      confirmPassword: 'Please confirm the new password.',
    });
  });

  it('needs the new two to match', () => {
    expect(passwordChangeErrors({ oldPassword: 'Old12345', newPassword: 'Secret123', confirmPassword: 'Secret124' })).toEqual({
      confirmPassword: 'New password and confirm password do not match.',
    });
  });

  it('applies the registration rules to the new password', () => {
    expect(passwordChangeErrors({ oldPassword: 'Old12345', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters long.',
    });
    expect(passwordChangeErrors({ oldPassword: 'Old12345', newPassword: 'Secret123', confirmPassword: 'Secret123' })).toEqual({});
  });

  it("puts the platform's refusals on their fields", () => {
    const place = (field: string, message: string) =>
      placeRefusal({ status: 400, message, field }, PASSWORD_CHANGE_FIELDS, {
        wireNames: PASSWORD_CHANGE_WIRE_NAMES,
        fallback: 'Failed to update password.',
      });
    expect(place('old_password', 'Old password is incorrect.')).toEqual({ field: 'oldPassword', message: 'Old password is incorrect.' });
    expect(place('new_password', 'new_password: Too big: expected string to have <=128 characters')).toEqual({
      field: 'newPassword',
      message: 'New password must not exceed 128 characters.',
    });
  });
});
