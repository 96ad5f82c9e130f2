import type { INDIAN_STATES } from '@/platform/customers/contract/addresses';
import type { Locale } from '@/lib/i18n/locales';

export type IndianState = (typeof INDIAN_STATES)[number];

/*
 * The platform's place names (STATENAME, country) stay English on the wire and in the database, as the spec's list
 * writes them; a Hindi page shows them by their official Hindi names. A map typed by the list (not the message
 * catalogue, which would hold the 36 English names a second time), and only a type import of the list, so the
 * address book's bundle does not take the contract's zod with it.
 */

/** Each state's and union territory's official Hindi name. */
export const HINDI_STATE_NAMES: Readonly<Record<IndianState, string>> = {
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chhattisgarh: 'छत्तीसगढ़',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नागालैंड',
  Odisha: 'ओडिशा',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  Chandigarh: 'चंडीगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  Puducherry: 'पुदुचेरी',
};

/** The one country an address has (the form fixes it), in Hindi as the form's own label writes it (Addresses.form.india). */
export const HINDI_COUNTRY_NAMES: Readonly<Record<string, string>> = { India: 'भारत' };

/** A state as a page in `locale` names it: its Hindi name on a Hindi page; as given on an English page or when unknown. */
export function stateName(state: string, locale: Locale): string {
  if (locale === 'en' || !Object.hasOwn(HINDI_STATE_NAMES, state)) return state;
  return HINDI_STATE_NAMES[state as IndianState];
}

/** A country as a page in `locale` names it. */
export function countryName(country: string, locale: Locale): string {
  return locale === 'hi' && Object.hasOwn(HINDI_COUNTRY_NAMES, country) ? HINDI_COUNTRY_NAMES[country]! : country;
}
