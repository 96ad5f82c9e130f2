import type { Address } from '@/modules/account/address';
import { addressRequest, MOBILE_MESSAGE, PINCODE_MESSAGE, REQUIRED_MESSAGE } from '@/platform/customers/contract/addresses';
import { EMAIL_MESSAGE } from '@/platform/customers/contract/customer-messages';
import { ADDRESS_LIMITS, MOBILE_DIGITS, PINCODE_DIGITS } from '@/platform/shared/contract/field-limits';
import type { FieldRules } from './field-refusal';
import type { FormErrors } from './form-errors';
import { normalizeMobile } from './phone';
import { schemaErrors } from './schema-errors';

/**
 * The address form's values: its fields, in the order it shows them, and the district, which the form does not show:
 * it comes with the city and state from the PIN code (Check_Pincode), '' until one is found. Country is fixed to India.
 */
export interface AddressFormValues {
  name: string;
  email: string;
  mobile: string;
  address: string;
  locality: string;
  state: string;
  city: string;
  pinCode: string;
  district: string;
}
/** The fields the shopper fills. */
export type AddressField = Exclude<keyof AddressFormValues, 'district'>;
export type AddressFormErrors = FormErrors<AddressField>;

export { EMAIL_MESSAGE };

/** Labels, the platform's limits and messages, in the order the form shows the fields. */
export const ADDRESS_FIELD_RULES: FieldRules<AddressField> = {
  name: { label: 'Full name', max: ADDRESS_LIMITS.name, required: REQUIRED_MESSAGE },
  email: { label: 'Email', max: ADDRESS_LIMITS.email, required: REQUIRED_MESSAGE, invalid: EMAIL_MESSAGE },
  mobile: { label: 'Mobile number', max: MOBILE_DIGITS, required: REQUIRED_MESSAGE, invalid: MOBILE_MESSAGE },
  pinCode: { label: 'PIN code', max: PINCODE_DIGITS, required: REQUIRED_MESSAGE, invalid: PINCODE_MESSAGE },
  address: { label: 'Address', max: ADDRESS_LIMITS.address1, required: REQUIRED_MESSAGE },
  locality: { label: 'Locality', max: ADDRESS_LIMITS.address2, required: REQUIRED_MESSAGE },
  city: { label: 'City', max: ADDRESS_LIMITS.city, required: REQUIRED_MESSAGE },
  state: { label: 'State', required: REQUIRED_MESSAGE, invalid: REQUIRED_MESSAGE },
};
export const ADDRESS_FIELDS = Object.keys(ADDRESS_FIELD_RULES) as AddressField[];

/** The platform's names for the fields whose names differ from the form's. */
export const ADDRESS_WIRE_NAMES: Partial<Record<string, AddressField>> = { address1: 'address', address2: 'locality', pincode: 'pinCode' };

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  email: '',
  mobile: '',
  address: '',
  locality: '',
  state: '',
  city: '',
  pinCode: '',
  district: '',
};

/**
 * Every field's problem at once (each field shows its own message under it): an empty field is required, the rest
 * is the platform's own schema (addressRequest: email form, 10 mobile digits, 6 pin code digits, one of the states).
 */
export function addressFormErrors(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const field of ADDRESS_FIELDS) if (!values[field].trim()) errors[field] = REQUIRED_MESSAGE;
  return { ...schemaErrors(addressRequest, toAddressBody(values), ADDRESS_FIELD_RULES, ADDRESS_WIRE_NAMES), ...errors };
}

/** What a field keeps of what was typed: the mobile normalised (+91, spaces and dashes gone), the pin code's digits. */
export function fieldValue(field: AddressField, raw: string): string {
  if (field === 'mobile') return normalizeMobile(raw);
  if (field === 'pinCode') return raw.replace(/\D/g, '').slice(0, PINCODE_DIGITS);
  return raw;
}

/**
 * A new address's starting values: the signed-in shopper's name, email and mobile (normalised to its 10 digits)
 * fill whatever of those is still empty in `current`.
 */
export function prefilledAddress(
  profile: { name: string; email: string; mobile: string },
  current: AddressFormValues = EMPTY_ADDRESS,
): AddressFormValues {
  const mobile = normalizeMobile(profile.mobile);
  // The profile cookie's name falls back to the email when the account has no name: that is no one's name.
  const name = profile.name.includes('@') ? '' : profile.name;
  return {
    ...current,
    name: current.name || name,
    email: current.email || profile.email,
    mobile: current.mobile || (mobile.length === MOBILE_DIGITS ? mobile : ''),
  };
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
    district: values.district.trim(),
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
    district: address.district,
  };
}
