import { INDIAN_STATES } from '../../customers/contract/addresses';

export type IndianState = (typeof INDIAN_STATES)[number];

const byUpperName = new Map<string, IndianState>(INDIAN_STATES.map((state) => [state.toUpperCase(), state]));

/** India Post's state name ('KARNATAKA', 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU') as the address form spells it, or null ('NA'). */
export function stateNamed(postName: string): IndianState | null {
  return byUpperName.get(postName.trim().toUpperCase().replace(/^THE /, '').replace(/\s+/g, ' ').replace(/&/g, 'AND')) ?? null;
}

const NORTH_EAST: readonly IndianState[] = ['Assam', 'Arunachal Pradesh', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Tripura', 'Sikkim'];

/**
 * The states a PIN code can belong to, by its first two digits (India Post's postal circles) and, for the smaller
 * territories inside a circle, its first three. The directory has a few hundred post offices filed under a state
 * their PIN code cannot be in (799001 under Telangana); those records are not believed.
 */
const BY_TWO: Record<string, readonly IndianState[]> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana', 'Punjab'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab', 'Chandigarh'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir', 'Ladakh'],
  ...Object.fromEntries(['20', '21', '22', '23', '24', '25', '26', '27', '28'].map((d) => [d, ['Uttar Pradesh', 'Uttarakhand'] as const])),
  ...Object.fromEntries(['30', '31', '32', '33', '34'].map((d) => [d, ['Rajasthan'] as const])),
  ...Object.fromEntries(['36', '37', '38', '39'].map((d) => [d, ['Gujarat'] as const])),
  ...Object.fromEntries(['40', '41', '42', '43', '44'].map((d) => [d, ['Maharashtra'] as const])),
  ...Object.fromEntries(['45', '46', '47', '48'].map((d) => [d, ['Madhya Pradesh'] as const])),
  '49': ['Chhattisgarh'],
  ...Object.fromEntries(['50', '51', '52', '53'].map((d) => [d, ['Telangana', 'Andhra Pradesh'] as const])),
  ...Object.fromEntries(['56', '57', '58', '59'].map((d) => [d, ['Karnataka'] as const])),
  ...Object.fromEntries(['60', '61', '62', '63', '64'].map((d) => [d, ['Tamil Nadu'] as const])),
  ...Object.fromEntries(['67', '68', '69'].map((d) => [d, ['Kerala'] as const])),
  ...Object.fromEntries(['70', '71', '72', '73', '74'].map((d) => [d, ['West Bengal'] as const])),
  ...Object.fromEntries(['75', '76', '77'].map((d) => [d, ['Odisha'] as const])),
  '78': ['Assam', 'Arunachal Pradesh', 'Meghalaya', 'Nagaland'],
  '79': ['Arunachal Pradesh', 'Meghalaya', 'Manipur', 'Mizoram', 'Nagaland', 'Tripura', 'Assam'],
  ...Object.fromEntries(['80', '81', '82', '83', '84', '85'].map((d) => [d, ['Bihar', 'Jharkhand'] as const])),
};
const BY_THREE: Record<string, readonly IndianState[]> = {
  '160': ['Chandigarh'],
  '362': ['Dadra and Nagar Haveli and Daman and Diu'],
  '396': ['Dadra and Nagar Haveli and Daman and Diu'],
  '403': ['Goa'],
  '533': ['Puducherry'],
  '605': ['Puducherry'],
  '607': ['Puducherry'],
  '609': ['Puducherry'],
  '673': ['Puducherry'],
  '682': ['Lakshadweep'],
  '737': ['Sikkim'],
  '744': ['Andaman and Nicobar Islands'],
};

/** Whether a PIN code can be in that state. */
export function plausibleState(pincode: string, state: IndianState): boolean {
  return (BY_TWO[pincode.slice(0, 2)] ?? []).includes(state) || (BY_THREE[pincode.slice(0, 3)] ?? []).includes(state);
}

export const isNorthEast = (state: string) => (NORTH_EAST as readonly string[]).includes(state);

/** 'BENGALURU URBAN' → 'Bengaluru Urban', '24 PARAGANAS SOUTH' → '24 Paraganas South'. */
export function titleCase(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s(\-/.])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/ (And|Of) /g, (word) => word.toLowerCase());
}

/**
 * The town a shopper writes for a district: its name, less 'Urban' / 'Suburban' (Bengaluru Urban → Bengaluru, Mumbai
 * Suburban → Mumbai); Delhi's districts (East, South West, …) are all Delhi, but New Delhi.
 */
export function cityOf(district: string, state: IndianState): string {
  if (state === 'Delhi' && !/delhi/i.test(district)) return 'Delhi';
  return district.replace(/\s+(Urban|Suburban)$/i, '') || district;
}
