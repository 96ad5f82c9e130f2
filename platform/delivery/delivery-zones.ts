import type { DeliveryZone } from './contract/delivery-messages';

/** Where a parcel starts or ends: a place of the PIN code directory. */
export interface Place {
  district: string;
  state: string;
}

const SPECIAL: readonly string[] = ['Jammu and Kashmir', 'Ladakh', 'Andaman and Nicobar Islands', 'Lakshadweep'];
const NORTH_EAST: readonly string[] = ['Assam', 'Arunachal Pradesh', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Tripura', 'Sikkim'];

/** The eight metros by the directory's districts (all of Delhi is one). */
const METRO_DISTRICTS: Record<string, Record<string, string>> = {
  Maharashtra: { MUMBAI: 'Mumbai', 'MUMBAI SUBURBAN': 'Mumbai', PUNE: 'Pune' },
  'West Bengal': { KOLKATA: 'Kolkata' },
  'Tamil Nadu': { CHENNAI: 'Chennai' },
  Karnataka: { 'BENGALURU URBAN': 'Bengaluru', BENGALURU: 'Bengaluru', BANGALORE: 'Bengaluru' },
  Telangana: { HYDERABAD: 'Hyderabad', 'MEDCHAL MALKAJGIRI': 'Hyderabad', 'RANGA REDDY': 'Hyderabad' },
  Gujarat: { AHMADABAD: 'Ahmedabad', AHMEDABAD: 'Ahmedabad' },
};

/** The metro a place is in, or null. */
export function metroOf(place: Place): string | null {
  if (place.state === 'Delhi') return 'Delhi';
  return METRO_DISTRICTS[place.state]?.[place.district.toUpperCase()] ?? null;
}

/**
 * The zone of a destination from the shop's dispatch place, the first that applies: special (Jammu and Kashmir,
 * Ladakh, the islands), north-east, same city (same district), same state, metro to metro, rest of India.
 */
export function zoneOf(origin: Place, destination: Place): DeliveryZone {
  if (SPECIAL.includes(destination.state)) return 'special';
  if (NORTH_EAST.includes(destination.state)) return 'north_east';
  if (origin.state === destination.state) {
    return origin.district.toUpperCase() === destination.district.toUpperCase() ? 'same_city' : 'same_state';
  }
  if (metroOf(origin) && metroOf(destination)) return 'metro';
  return 'rest';
}
