import type { Address } from '@/modules/account/address';
import type { AddressWire } from '@/platform/customers/contract/addresses';

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
