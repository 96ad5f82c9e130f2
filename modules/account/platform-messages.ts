import type { Messages } from 'next-intl';
import {
  ADDRESSES_FAILED_MESSAGE,
  ADDRESS_SUBMIT_FAILED_MESSAGE,
  ADDRESS_UPDATE_FAILED_MESSAGE,
  DELIVERY_CHECK_FAILED_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  LOGIN_SUCCESSFUL_MESSAGE,
  NETWORK_MESSAGE,
  PASSWORD_CHANGE_FAILED_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  REGISTRATION_SUCCESSFUL_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  TOKEN_MISSING_MESSAGE,
} from '@/lib/store/messages';
import { NEW_PASSWORDS_DIFFER_MESSAGE, PASSWORD_CHANGE_ERROR_MESSAGE, PASSWORD_CHANGE_FIELDS } from '@/lib/validation/password-change';
import { PASSWORDS_DIFFER_MESSAGE } from '@/lib/validation/register-form';
import {
  DUPLICATE_EMAIL_MESSAGE,
  EMAIL_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  MOBILE_MESSAGE,
  PASSWORD_RESET_UNAVAILABLE_MESSAGE,
  PINCODE_MESSAGE,
  REQUIRED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  WRONG_OLD_PASSWORD_MESSAGE,
} from '@/platform/customers/contract/customer-messages';
import { PHONE_MESSAGE } from '@/platform/customers/contract/registration-rules';
import type { Locale } from '@/lib/i18n/locales';
import { stateName } from './state-names';

/*
 * The messages the platform and the storefront's own checks write in English (the specs' exact words), shown in the
 * page's language: each known message names its key in the Auth or Addresses catalogue ('messages'), whose English
 * text is that same message word for word (platform-messages.test.ts checks it), so an English page shows exactly
 * what it did. A message with a number or a name in it is matched by its pattern; an unknown message is shown as given.
 */

export type AuthMessageKey = keyof Messages['Auth']['messages'];
export type AddressMessageKey = keyof Messages['Addresses']['messages'];

type Values = Record<string, string | number>;
/** A translator of one catalogue's `messages` (next-intl's t for 'Auth.messages' or 'Addresses.messages'). */
export type MessageTranslator<K extends string> = (key: K, values?: Values) => string;

interface Pattern<K extends string> {
  pattern: RegExp;
  key: K;
  /** The values of the message's placeholders, from the pattern's groups (names in the page's language). */
  values: (match: RegExpMatchArray, locale: Locale) => Values;
}

export const AUTH_MESSAGES: Readonly<Record<string, AuthMessageKey>> = {
  [SIGN_IN_FAILED_MESSAGE]: 'signInFailed',
  [NETWORK_MESSAGE]: 'network',
  'Please enter your username or email.': 'usernameRequired',
  'Please enter your password.': 'passwordRequired',
  'Please enter your email address.': 'emailRequired',
  [EMAIL_MESSAGE]: 'emailInvalid',
  'First name is required.': 'firstnameIsRequired',
  'Last name is required.': 'lastnameIsRequired',
  'Email is required.': 'emailIsRequired',
  'Password is required.': 'passwordIsRequired',
  'Password must be at least 8 characters long.': 'passwordMin',
  'Password must not exceed 16 characters.': 'passwordMax',
  'Password must contain at least one uppercase letter.': 'passwordUpper',
  'Password must contain at least one lowercase letter.': 'passwordLower',
  'Password must contain at least one number.': 'passwordNumber',
  [PASSWORDS_DIFFER_MESSAGE]: 'passwordsDiffer',
  [PHONE_MESSAGE]: 'phone',
  [REGISTRATION_FAILED_MESSAGE]: 'registrationFailed',
  [REGISTRATION_SUCCESSFUL_MESSAGE]: 'registrationSuccessful',
  [DUPLICATE_EMAIL_MESSAGE]: 'duplicateEmail',
  'An account with this mobile number already exists. Please sign in instead.': 'duplicateMobile',
  [PASSWORD_CHANGE_FIELDS.oldPassword.required!]: 'oldPasswordRequired',
  [PASSWORD_CHANGE_FIELDS.newPassword.required!]: 'newPasswordRequired',
  [PASSWORD_CHANGE_FIELDS.confirmPassword.required!]: 'confirmPasswordRequired',
  [NEW_PASSWORDS_DIFFER_MESSAGE]: 'newPasswordsDiffer',
  [PASSWORD_CHANGE_ERROR_MESSAGE]: 'passwordChangeError',
  [PASSWORD_CHANGE_FAILED_MESSAGE]: 'passwordChangeFailed',
  [WRONG_OLD_PASSWORD_MESSAGE]: 'wrongOldPassword',
  'Password updated successfully.': 'passwordUpdated',
  [FORGOT_PASSWORD_MESSAGE]: 'forgotSent',
  [RESET_LINK_INVALID_MESSAGE]: 'resetLinkInvalid',
  'Your password has been reset. Please sign in with your new password.': 'passwordReset',
  'Registration successful! Please sign in.': 'registered',
  [PASSWORD_RESET_UNAVAILABLE_MESSAGE]: 'resetUnavailable',
  [SESSION_EXPIRED_MESSAGE]: 'sessionExpired',
  [LOGIN_SUCCESSFUL_MESSAGE]: 'loginSuccessful',
  [INVALID_REQUEST_MESSAGE]: 'invalidRequest',
};

export const AUTH_PATTERNS: ReadonlyArray<Pattern<AuthMessageKey>> = [
  {
    // throttledDescription (platform/customers/contract/auth.ts): how long a locked name waits.
    pattern: /^Too many failed sign-in attempts\. Please wait (\d+) minutes? and try again\.$/,
    key: 'throttled',
    values: (match) => ({ minutes: Number(match[1]) }),
  },
];

export const ADDRESS_MESSAGES: Readonly<Record<string, AddressMessageKey>> = {
  [REQUIRED_MESSAGE]: 'required',
  [MOBILE_MESSAGE]: 'mobile',
  [PINCODE_MESSAGE]: 'pinCode',
  [EMAIL_MESSAGE]: 'email',
  [DELIVERY_CHECK_FAILED_MESSAGE]: 'deliveryCheckFailed',
  'Address added successfully.': 'added',
  'Address updated successfully.': 'updated',
  'Address saved successfully.': 'saved',
  'Address deleted successfully.': 'deleted',
  'Address not found.': 'notFound',
  [ADDRESS_SUBMIT_FAILED_MESSAGE]: 'submitFailed',
  [ADDRESS_UPDATE_FAILED_MESSAGE]: 'updateFailed',
  [ADDRESSES_FAILED_MESSAGE]: 'loadFailed',
  [TOKEN_MISSING_MESSAGE]: 'tokenMissing',
  [SESSION_EXPIRED_MESSAGE]: 'sessionExpired',
  'Please log in to add a new address.': 'loginToAdd',
  [NETWORK_MESSAGE]: 'network',
  [INVALID_REQUEST_MESSAGE]: 'invalidRequest',
};

export const ADDRESS_PATTERNS: ReadonlyArray<Pattern<AddressMessageKey>> = [
  {
    // pincodeDoesNotExist (platform/delivery/contract/delivery-messages.ts).
    pattern: /^PIN code (\d+) does not exist\.$/,
    key: 'pincodeDoesNotExist',
    values: (match) => ({ pincode: match[1]! }),
  },
  {
    // pincodeInAnotherState: the states named as the form's list names them in the page's language.
    pattern: /^PIN code (\d+) is in (.+), not (.+)\.$/,
    key: 'pincodeInAnotherState',
    values: (match, locale) => ({ pincode: match[1]!, state: stateName(match[2]!, locale), chosen: stateName(match[3]!, locale) }),
  },
];

/** A message in the translator's language: the known ones by their key, the rest as given. */
export function translatedMessage<K extends string>(
  message: string,
  known: Readonly<Record<string, K>>,
  patterns: ReadonlyArray<Pattern<K>>,
  t: MessageTranslator<K>,
  locale: Locale = 'en',
): string {
  if (!message) return message;
  const key = Object.hasOwn(known, message) ? known[message] : undefined;
  if (key) return t(key);
  for (const { pattern, key: patternKey, values } of patterns) {
    const match = message.match(pattern);
    if (match) return t(patternKey, values(match, locale));
  }
  return message;
}

export function authMessage(message: string, t: MessageTranslator<AuthMessageKey>): string {
  return translatedMessage(message, AUTH_MESSAGES, AUTH_PATTERNS, t);
}

export function addressMessage(message: string, t: MessageTranslator<AddressMessageKey>, locale: Locale = 'en'): string {
  return translatedMessage(message, ADDRESS_MESSAGES, ADDRESS_PATTERNS, t, locale);
}
