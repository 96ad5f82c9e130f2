import { MOBILE_DIGITS } from '@/platform/shared/contract/field-limits';

/**
 * An Indian mobile number as the forms keep it: 10 digits, whatever was typed or pasted around them.
 * "+91 98765-43210", "0091 9876543210", "09876543210", "919876543210" and "98765 43210" all give "9876543210".
 * While a "+91" is still being typed it is left alone, so the prefix can be typed before the number.
 */
export function normalizeMobile(raw: string): string {
  const compact = raw.replace(/[\s\-().]/g, '');
  if (/^\+(9(1)?)?$/.test(compact)) return compact;
  let digits = compact.replace(/\D/g, '');
  const international = /^(\+|00)91/.test(compact);
  if (international) digits = digits.slice(compact.startsWith('+') ? 2 : 4);
  // A bare 91 is a country code only on a number two digits too long: 9198765432 is itself a valid mobile.
  else if (digits.length === MOBILE_DIGITS + 2 && digits.startsWith('91')) digits = digits.slice(2);
  // Indian mobiles start 6 to 9; a leading 0 is the trunk prefix.
  digits = digits.replace(/^0+/, '');
  return digits.slice(0, MOBILE_DIGITS);
}

/**
 * The field's value after a paste: a pasted complete number replaces what was there; anything else goes in at
 * the caret and the whole is normalised.
 */
export function pastedMobile(current: string, pasted: string, selectionStart: number, selectionEnd: number): string {
  const whole = normalizeMobile(pasted);
  if (whole.length === MOBILE_DIGITS) return whole;
  return normalizeMobile(current.slice(0, selectionStart) + pasted + current.slice(selectionEnd));
}
