import type { AddressWire } from '@/platform/contract/addresses';

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

export function toAddress(wire: AddressWire): Address {
  return {
    id: wire.id,
    name: [wire.firstname, wire.lastname].filter(Boolean).join(' ').trim(),
    email: wire.emailid,
    mobile: wire.mobileno,
    pinCode: wire.pincode,
    address: wire.address1,
    locality: wire.address2,
    city: wire.city,
    district: wire.district,
    state: wire.STATENAME,
    country: wire.country || 'India',
  };
}

/** The lines of an address as a label shows them. */
export function addressLines(address: Pick<Address, 'address' | 'locality' | 'city' | 'state' | 'pinCode' | 'country'>): string[] {
  return [address.address, address.locality, `${address.city}, ${address.state} ${address.pinCode}`.trim(), address.country].filter(Boolean);
}
