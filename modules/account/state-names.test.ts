import { describe, expect, it } from 'vitest';
import hi from '@/messages/hi.json';
import { INDIAN_STATES } from '@/platform/customers/contract/addresses';
import { addressLines } from './address';
import { countryName, HINDI_COUNTRY_NAMES, HINDI_STATE_NAMES, stateName } from './state-names';

const DEVANAGARI_ONLY = /^[\u0900-\u097F ]+$/;

describe('the states’ Hindi names', () => {
  it('name every state and union territory of the form’s list in Devanagari, each once', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    for (const state of INDIAN_STATES) expect(stateName(state, 'hi'), state).toMatch(DEVANAGARI_ONLY);
    expect(Object.keys(HINDI_STATE_NAMES).sort()).toEqual([...INDIAN_STATES].sort());
    expect(new Set(Object.values(HINDI_STATE_NAMES)).size).toBe(INDIAN_STATES.length);
  });

  it('are the official Hindi names', () => {
    expect(stateName('Uttar Pradesh', 'hi')).toBe('उत्तर प्रदेश');
    expect(stateName('Maharashtra', 'hi')).toBe('महाराष्ट्र');
    expect(stateName('Karnataka', 'hi')).toBe('कर्नाटक');
    expect(stateName('Delhi', 'hi')).toBe('दिल्ली');
    expect(stateName('Tamil Nadu', 'hi')).toBe('तमिलनाडु');
    expect(stateName('West Bengal', 'hi')).toBe('पश्चिम बंगाल');
    expect(stateName('Dadra and Nagar Haveli and Daman and Diu', 'hi')).toBe('दादरा और नगर हवेली और दमन और दीव');
  });

  it('leave English, and a name the list does not hold, as given', () => {
    for (const state of INDIAN_STATES) expect(stateName(state, 'en')).toBe(state);
    expect(stateName('Atlantis', 'hi')).toBe('Atlantis');
    expect(stateName('toString', 'hi')).toBe('toString');
    expect(stateName('', 'hi')).toBe('');
  });

  it('name the country as the form’s own label does', () => {
    expect(countryName('India', 'hi')).toBe(hi.Addresses.form.india);
    expect(HINDI_COUNTRY_NAMES.India).toBe(hi.Addresses.form.india);
    expect(countryName('India', 'en')).toBe('India');
    expect(countryName('Nepal', 'hi')).toBe('Nepal');
  });

  it('show in an address’s lines on a Hindi page, and the English lines stay as they were', () => {
    const place = { address: '12 MG Road', locality: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka', pinCode: '560038', country: 'India' };
    expect(addressLines(place)).toEqual(['12 MG Road', 'Indiranagar', 'Bengaluru, Karnataka 560038', 'India']);
    expect(addressLines(place, 'hi')).toEqual(['12 MG Road', 'Indiranagar', 'Bengaluru, कर्नाटक 560038', 'भारत']);
  });
});
