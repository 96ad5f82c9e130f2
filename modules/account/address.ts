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

/** The lines of an address as a label shows them. */
export function addressLines(address: Pick<Address, 'address' | 'locality' | 'city' | 'state' | 'pinCode' | 'country'>): string[] {
  return [address.address, address.locality, `${address.city}, ${address.state} ${address.pinCode}`.trim(), address.country].filter(Boolean);
}
