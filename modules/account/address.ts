import type { Locale } from '@/lib/i18n/locales';
import { countryName, stateName } from './state-names';

/** A saved delivery address, with the storefront's plain names. */
export interface Address {
  id: number;
  /** First and last name as one line. */
  name: string;
  email: string;
  mobile: string;
  pinCode: string;
  /** House, building, street (the form's "address"). */
  address: string;
  /** Area or locality. */
  locality: string;
  city: string;
  district: string;
  state: string;
  country: string;
}

/** Where an address is, without whose it is: what an order keeps and a label shows. */
export type AddressPlace = Pick<Address, 'address' | 'locality' | 'city' | 'state' | 'pinCode' | 'country'>;

/** The lines of an address as a label shows them, its state and country named in the page's language. */
export function addressLines(address: AddressPlace, locale: Locale = 'en'): string[] {
  const state = stateName(address.state, locale);
  return [address.address, address.locality, `${address.city}, ${state} ${address.pinCode}`.trim(), countryName(address.country, locale)].filter(
    Boolean,
  );
}
