import { describe, expect, it } from 'vitest';
import { addressFormErrors, digitsOnly, EMPTY_ADDRESS, toAddressBody, type AddressFormValues } from './address-form';

const valid: AddressFormValues = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  mobile: '9876543210',
  address: '14 Temple Street',
  locality: 'Mylapore',
  state: 'Tamil Nadu',
  city: 'Chennai',
  pinCode: '600004',
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

describe('digitsOnly', () => {
  it('drops non-digits and caps the length', () => {
    expect(digitsOnly('98a76-54 32109', 10)).toBe('9876543210');
    expect(digitsOnly('600 0041', 6)).toBe('600004');
  });
});

describe('toAddressBody', () => {
  it('maps address and locality to address1 and address2', () => {
    expect(toAddressBody(valid)).toMatchObject({ address1: '14 Temple Street', address2: 'Mylapore', pincode: '600004', state: 'Tamil Nadu' });
  });
});
