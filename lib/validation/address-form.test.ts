import { describe, expect, it } from 'vitest';
import { addressRequest } from '@/platform/customers/contract/addresses';
import {
  ADDRESS_FIELD_RULES,
  ADDRESS_WIRE_NAMES,
  addressFormErrors,
  EMPTY_ADDRESS,
  fieldValue,
  prefilledAddress,
  toAddressBody,
  type AddressField,
  type AddressFormValues,
} from './address-form';
import { placeRefusal } from './field-refusal';

const valid: AddressFormValues = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  mobile: '9876543210',
  address: '14 Temple Street',
  locality: 'Mylapore',
  state: 'Tamil Nadu',
  city: 'Chennai',
  pinCode: '600004',
  district: 'Chennai',
};

describe('addressFormErrors', () => {
  it('accepts a complete address', () => {
    expect(addressFormErrors(valid)).toEqual({});
  });

  it('requires every field', () => {
    const errors = addressFormErrors(EMPTY_ADDRESS);
    expect(Object.keys(errors)).toHaveLength(8);
    expect(new Set(Object.values(errors))).toEqual(new Set(['This field is required']));
  });

  it('needs exactly 10 mobile digits and 6 pin code digits', () => {
    expect(addressFormErrors({ ...valid, mobile: '98765' }).mobile).toBe('Mobile number must be exactly 10 digits');
    expect(addressFormErrors({ ...valid, pinCode: '6000' }).pinCode).toBe('Zip code must be exactly 6 digits');
  });

  it('takes the state from the 36 and the email in email form', () => {
    expect(addressFormErrors({ ...valid, state: 'Atlantis' }).state).toBe('This field is required');
    expect(addressFormErrors({ ...valid, email: 'meera@' }).email).toBe('Please enter a valid email address.');
  });
});

describe('fieldValue', () => {
  it('keeps the mobile as 10 digits, +91 and spaces gone, and the pin code as 6 digits', () => {
    expect(fieldValue('mobile', '+91 98765-43210')).toBe('9876543210');
    expect(fieldValue('mobile', '98a76-54 32109')).toBe('9876543210');
    expect(fieldValue('pinCode', '600 0041')).toBe('600004');
    expect(fieldValue('city', ' Chennai ')).toBe(' Chennai ');
  });
});

describe('the platform and the form agree', () => {
  const wireOf = (field: AddressField) => Object.entries(ADDRESS_WIRE_NAMES).find(([, f]) => f === field)?.[0] ?? field;
  const body = { ...toAddressBody(valid), country: 'India' };

  it("each text field's maxLength is the longest value the platform takes", () => {
    for (const field of ['name', 'address', 'locality', 'city'] as const) {
      const max = ADDRESS_FIELD_RULES[field].max!;
      const wire = wireOf(field);
      expect(addressRequest.safeParse({ ...body, [wire]: 'x'.repeat(max) }).success).toBe(true);
      const refused = addressRequest.safeParse({ ...body, [wire]: 'x'.repeat(max + 1) }).error!.issues[0]!;
      expect(refused.path).toEqual([wire]);
    }
  });

  it("a refusal of any address field lands on that field with the field's own message", () => {
    const refusal = (field: string, message: string) =>
      placeRefusal({ status: 400, message, field }, ADDRESS_FIELD_RULES, { wireNames: ADDRESS_WIRE_NAMES, fallback: 'x' });
    expect(refusal('name', 'name: Too big: expected string to have <=100 characters')).toEqual({
      field: 'name',
      message: 'Full name must not exceed 100 characters.',
    });
    expect(refusal('address2', 'address2: Too big: expected string to have <=200 characters')).toEqual({
      field: 'locality',
      message: 'Locality must not exceed 200 characters.',
    });
    expect(refusal('pincode', 'Zip code must be exactly 6 digits')).toEqual({ field: 'pinCode', message: 'Zip code must be exactly 6 digits' });
    expect(refusal('email', 'email: must be a valid email address')).toEqual({ field: 'email', message: 'Please enter a valid email address.' });
    expect(refusal('city', 'city: is required')).toEqual({ field: 'city', message: 'This field is required' });
  });
});

describe('toAddressBody', () => {
  it('maps address and locality to address1 and address2', () => {
    expect(toAddressBody(valid)).toMatchObject({ address1: '14 Temple Street', address2: 'Mylapore', pincode: '600004', state: 'Tamil Nadu' });
  });
});

describe('addressFormErrors and the inputs', () => {
  it('leaves lengths to the inputs and the server (a value past maxLength is the server’s to refuse)', () => {
    expect(addressFormErrors({ ...valid, locality: 'Mylapore '.repeat(23) })).toEqual({});
  });
});

describe('prefilledAddress', () => {
  it("starts a new address with the shopper's name, email and mobile, and keeps the label PIN code with the spec's message", () => {
    expect(prefilledAddress({ name: 'Meera Iyer', email: 'meera@example.com', mobile: '+91 98765 43210' })).toEqual({
      ...EMPTY_ADDRESS,
      name: 'Meera Iyer',
      email: 'meera@example.com',
      mobile: '9876543210',
    });
    expect(ADDRESS_FIELD_RULES.pinCode.label).toBe('PIN code');
    expect(addressFormErrors({ ...valid, pinCode: '6000' }).pinCode).toBe('Zip code must be exactly 6 digits');
  });

  it('fills only what is still empty, and never an email for a name or a mobile that is not 10 digits', () => {
    const typed = { ...EMPTY_ADDRESS, name: 'Ravi Kumar' };
    expect(prefilledAddress({ name: 'Meera Iyer', email: 'meera@example.com', mobile: '9876543210' }, typed).name).toBe('Ravi Kumar');
    const bare = prefilledAddress({ name: 'meera@example.com', email: 'meera@example.com', mobile: '98765' });
    expect(bare.name).toBe('');
    expect(bare.mobile).toBe('');
  });
});
