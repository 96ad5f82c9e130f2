import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { SIGN_IN_FAILED_MESSAGE, TOKEN_MISSING_MESSAGE } from '@/lib/store/messages';
import { passwordProblem, registrationProblems } from '@/platform/customers/contract/registration-rules';
import { throttledDescription } from '@/platform/customers/contract/auth';
import { pincodeDoesNotExist, pincodeInAnotherState } from '@/platform/delivery/contract/delivery-messages';
import { addressFormErrors, EMPTY_ADDRESS } from '@/lib/validation/address-form';
import { passwordChangeErrors } from '@/lib/validation/password-change';
import {
  ADDRESS_MESSAGES,
  addressMessage,
  AUTH_MESSAGES,
  authMessage,
  type AddressMessageKey,
  type AuthMessageKey,
  type MessageTranslator,
} from './platform-messages';

function translators(locale: 'en' | 'hi') {
  const messages = locale === 'en' ? en : hi;
  return {
    auth: createTranslator({ locale, messages, namespace: 'Auth.messages' }) as unknown as MessageTranslator<AuthMessageKey>,
    address: createTranslator({ locale, messages, namespace: 'Addresses.messages' }) as unknown as MessageTranslator<AddressMessageKey>,
  };
}
const english = translators('en');
const hindi = translators('hi');
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the account screens’ messages', () => {
  it('stay exactly as the specs write them in English', () => {
    for (const message of Object.keys(AUTH_MESSAGES)) expect(authMessage(message, english.auth)).toBe(message);
    for (const message of Object.keys(ADDRESS_MESSAGES)) expect(addressMessage(message, english.address)).toBe(message);
  });

  it('are Hindi on a Hindi page', () => {
    for (const message of Object.keys(AUTH_MESSAGES)) expect(authMessage(message, hindi.auth), message).toMatch(DEVANAGARI);
    for (const message of Object.keys(ADDRESS_MESSAGES)) expect(addressMessage(message, hindi.address), message).toMatch(DEVANAGARI);
    expect(authMessage(SIGN_IN_FAILED_MESSAGE, hindi.auth)).toBe('ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।');
    expect(addressMessage(TOKEN_MISSING_MESSAGE, hindi.address)).toBe('आपका सेशन नहीं मिला। कृपया फिर से साइन इन करें।');
  });

  it('cover every message of the registration, password and address rules', () => {
    const everyRule = [
      ...Object.values(registrationProblems({ firstname: '', lastname: '', email: '', mobileno: '1', password: '' })),
      ...Object.values(registrationProblems({ firstname: 'A', lastname: 'B', email: 'x', mobileno: '', password: 'x' })),
      ...['short', 'muchtoolongpassword1A', 'alllower1x', 'ALLUPPER1X', 'NoNumbers'].map((password) => passwordProblem(password)!),
      ...Object.values(passwordChangeErrors({ oldPassword: '', newPassword: '', confirmPassword: '' })),
      ...Object.values(passwordChangeErrors({ oldPassword: 'x', newPassword: 'Secret@123', confirmPassword: 'Secret@124' })),
    ];
    for (const message of everyRule) expect(authMessage(message!, hindi.auth), message).toMatch(DEVANAGARI);
    const address = [
      ...Object.values(addressFormErrors(EMPTY_ADDRESS)),
      ...Object.values(
        addressFormErrors({
          ...EMPTY_ADDRESS,
          name: 'A',
          email: 'x',
          mobile: '12',
          pinCode: '12',
          address: 'a',
          locality: 'b',
          city: 'c',
          state: 'Goa',
        }),
      ),
    ];
    expect(address.length).toBeGreaterThan(3);
    for (const message of address) expect(addressMessage(message!, hindi.address), message).toMatch(DEVANAGARI);
  });

  it('fill in the numbers and names of the messages that carry them', () => {
    for (const minutes of [1, 5]) {
      expect(authMessage(throttledDescription(minutes), english.auth)).toBe(throttledDescription(minutes));
      expect(authMessage(throttledDescription(minutes), hindi.auth)).toBe(
        `साइन इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया ${minutes} मिनट रुककर फिर से कोशिश करें।`,
      );
    }
    expect(addressMessage(pincodeDoesNotExist('999999'), english.address)).toBe('PIN code 999999 does not exist.');
    expect(addressMessage(pincodeDoesNotExist('999999'), hindi.address)).toBe('पिन कोड 999999 मौजूद नहीं है।');
    const state = pincodeInAnotherState('560001', 'Karnataka', 'Kerala');
    expect(addressMessage(state, english.address, 'en')).toBe(state);
    // A Hindi page names the states as its state list does.
    expect(addressMessage(state, hindi.address, 'hi')).toBe('पिन कोड 560001 कर्नाटक का है, केरल का नहीं।');
  });

  it('show an unknown message as given', () => {
    expect(authMessage('Something the platform never said.', hindi.auth)).toBe('Something the platform never said.');
    expect(addressMessage('', hindi.address)).toBe('');
    expect(addressMessage('toString', hindi.address)).toBe('toString');
  });
});
