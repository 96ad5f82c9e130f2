import { describe, expect, it } from 'vitest';
import { isHumanMessage, placeRefusal, tooLongMessage, type FieldRules } from './field-refusal';

type Field = 'firstname' | 'email' | 'address';
const rules: FieldRules<Field> = {
  firstname: { label: 'First name', max: 50 },
  email: { label: 'Email', max: 254, invalid: 'Please enter a valid email address.' },
  address: { label: 'Address', max: 200, required: 'This field is required' },
};
const options = {
  fallback: 'Registration failed. Please try again.',
  unavailable: 'An error occurred. Please try again later.',
  wireNames: { address1: 'address' as const },
};

describe('placeRefusal', () => {
  it("turns a validator's too-long report into the field's own message", () => {
    expect(
      placeRefusal({ status: 400, message: 'firstname: Too big: expected string to have <=50 characters', field: 'firstname' }, rules, options),
    ).toEqual({
      field: 'firstname',
      message: 'First name must not exceed 50 characters.',
    });
  });

  it('maps the wire name to the form field', () => {
    expect(
      placeRefusal({ status: 400, message: 'address1: Too big: expected string to have <=200 characters', field: 'address1' }, rules, options),
    ).toEqual({
      field: 'address',
      message: 'Address must not exceed 200 characters.',
    });
    expect(placeRefusal({ status: 400, message: 'address1: is required', field: 'address1' }, rules, options)).toEqual({
      field: 'address',
      message: 'This field is required',
    });
  });

  it("words anything else the validator says as the field's invalid message", () => {
    expect(placeRefusal({ status: 400, message: 'email: must be a valid email address', field: 'email' }, rules, options)).toEqual({
      field: 'email',
      message: 'Please enter a valid email address.',
    });
    expect(placeRefusal({ status: 400, message: 'Invalid input: expected string, received number', field: 'firstname' }, rules, options)).toEqual({
      field: 'firstname',
      message: 'Please enter a valid first name.',
    });
  });

  it("keeps the platform's own sentences, on their field", () => {
    expect(
      placeRefusal({ status: 409, message: 'An account with this email already exists. Please sign in instead.', field: 'email' }, rules, options),
    ).toEqual({
      field: 'email',
      message: 'An account with this email already exists. Please sign in instead.',
    });
  });

  it('a refusal for no field of the form goes to the form, never as validator text', () => {
    expect(placeRefusal({ status: 400, message: 'You can save at most 20 addresses.' }, rules, options)).toEqual({
      field: null,
      message: 'You can save at most 20 addresses.',
    });
    expect(placeRefusal({ status: 400, message: 'country: must be India', field: 'country' }, rules, options)).toEqual({
      field: null,
      message: options.fallback,
    });
    expect(placeRefusal({ status: 400, message: 'The request body must be valid JSON.' }, rules, options).message).toBe(
      'The request body must be valid JSON.',
    );
  });

  it('a network failure or server error says to try later', () => {
    expect(placeRefusal({ status: 0, message: 'x' }, rules, options)).toEqual({ field: null, message: options.unavailable });
    expect(placeRefusal({ status: 502, message: 'Bad gateway', field: 'email' }, rules, options)).toEqual({
      field: null,
      message: options.unavailable,
    });
  });
});

describe('isHumanMessage', () => {
  it.each([
    ['Mobile number must be exactly 10 digits', true],
    ['Password must not exceed 16 characters.', true],
    ['name: Too big: expected string to have <=100 characters', false],
    ['Too big: expected string to have <=100 characters', false],
    ['is required', false],
    ['must be a valid email address', false],
    ['Invalid option: expected one of "COD"|"ONLINE"', false],
  ])('%s → %s', (message, human) => {
    expect(isHumanMessage(message)).toBe(human);
  });
});

describe('tooLongMessage', () => {
  it("uses the spec's wording for a length limit", () => {
    expect(tooLongMessage('City', 100)).toBe('City must not exceed 100 characters.');
  });
});
