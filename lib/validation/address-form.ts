import { INDIAN_STATES, MOBILE_MESSAGE, PINCODE_MESSAGE, REQUIRED_MESSAGE } from '@/platform/contract/addresses';
import { isEmail } from '@/platform/contract/registration-rules';
import type { Address } from '@/lib/account/address';

/** The address form's fields, in the order it shows them. Country is fixed to India; district is sent empty. */
export interface AddressFormValues {
  name: string;
  email: string;
  mobile: string;
  address: string;
  locality: string;
  state: string;
  city: string;
  pinCode: string;
}
export type AddressField = keyof AddressFormValues;
export type AddressFormErrors = Partial<Record<AddressField, string>>;

export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'email', 'mobile', 'address', 'locality', 'state', 'city', 'pinCode'];
export const MOBILE_MAX = 10;
export const PINCODE_MAX = 6;
export const EMAIL_MESSAGE = 'Please enter a valid email address.';

export const EMPTY_ADDRESS: AddressFormValues = { name: '', email: '', mobile: '', address: '', locality: '', state: '', city: '', pinCode: '' };

/** Every field's problem at once (each field shows its own message under it). */
export function addressFormErrors(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const field of ADDRESS_FIELDS) if (!values[field].trim()) errors[field] = REQUIRED_MESSAGE;
  if (!errors.email && !isEmail(values.email.trim())) errors.email = EMAIL_MESSAGE;
  if (!errors.mobile && !/^[0-9]{10}$/.test(values.mobile)) errors.mobile = MOBILE_MESSAGE;
  if (!errors.pinCode && !/^[0-9]{6}$/.test(values.pinCode)) errors.pinCode = PINCODE_MESSAGE;
  if (!errors.state && !(INDIAN_STATES as readonly string[]).includes(values.state)) errors.state = REQUIRED_MESSAGE;
  return errors;
}

/** Mobile and pin code accept digits only, up to their length (10 and 6). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** The form's values as the storefront's address handler takes them. */
export function toAddressBody(values: AddressFormValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    mobile: values.mobile,
    address1: values.address.trim(),
    address2: values.locality.trim(),
    city: values.city.trim(),
    pincode: values.pinCode,
    state: values.state,
  };
}

export function toFormValues(address: Address): AddressFormValues {
  return {
    name: address.name,
    email: address.email,
    mobile: address.mobile,
    address: address.address,
    locality: address.locality,
    state: address.state,
    city: address.city,
    pinCode: address.pinCode,
  };
}
