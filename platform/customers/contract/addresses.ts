import { z } from 'zod';
import { MOBILE_MESSAGE, PINCODE_MESSAGE, REQUIRED_MESSAGE } from './customer-messages';
import { id, okAnswer, requiredText, statusTrue, text } from '../../shared/contract/common';
import { ADDRESS_LIMITS, MOBILE_DIGITS, PINCODE_DIGITS } from '../../shared/contract/field-limits';

/** The 28 states and 8 union territories of India. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export const MOBILE_PATTERN = new RegExp(`^[0-9]{${MOBILE_DIGITS}}$`);
export const PINCODE_PATTERN = new RegExp(`^[0-9]{${PINCODE_DIGITS}}$`);

/** An address as Get_AllAddress answers it. `country` is an extension. */
export const address = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  emailid: z.string(),
  mobileno: z.string(),
  pincode: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  district: z.string(),
  STATENAME: z.string(),
  country: z.string(),
});
export type AddressWire = z.infer<typeof address>;

export const addressesAnswer = z.object({ status: statusTrue, data: z.array(address) });

/** POST /api/insert_Customer_add. The storefront sends its form's address as address1, locality as address2. */
export const addressRequest = z.object({
  name: requiredText(ADDRESS_LIMITS.name),
  email: requiredText(ADDRESS_LIMITS.email).email('must be a valid email address'),
  mobile: z.string().regex(MOBILE_PATTERN, MOBILE_MESSAGE),
  address1: requiredText(ADDRESS_LIMITS.address1),
  address2: requiredText(ADDRESS_LIMITS.address2),
  country: z.literal('India', { error: "must be 'India'" }).default('India'),
  city: requiredText(ADDRESS_LIMITS.city),
  district: text(ADDRESS_LIMITS.district).default(''),
  pincode: z.string().regex(PINCODE_PATTERN, PINCODE_MESSAGE),
  state: z.enum(INDIAN_STATES, { error: 'must be one of the 36 Indian states and union territories' }),
});
export type AddressRequest = z.infer<typeof addressRequest>;
export const insertAddressAnswer = z.object({
  status: statusTrue,
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});

/** POST /api/update_Customer_add: same as insert plus id. */
export const updateAddressRequest = addressRequest.extend({ id });
export const updateAddressAnswer = insertAddressAnswer;

/** POST /api/delete_Customer_add. */
export const deleteAddressRequest = z.object({ id });
export const deleteAddressAnswer = okAnswer;

export { MOBILE_MESSAGE, PINCODE_MESSAGE, REQUIRED_MESSAGE };
