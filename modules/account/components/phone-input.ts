import type { ClipboardEvent, InputHTMLAttributes } from 'react';
import { normalizeMobile, pastedMobile } from '@/lib/validation/phone';
import { MOBILE_DIGITS } from '@/platform/shared/contract/field-limits';

/**
 * The props every phone input uses: whatever is typed or pasted ("+91 98765-43210") becomes the 10 digits.
 * A paste is handled before the browser applies maxLength, which would otherwise cut "+919876543210" to "+919876543".
 */
export function phoneInputProps(value: string, onValue: (value: string) => void) {
  return {
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: MOBILE_DIGITS,
    value,
    onChange: (event) => onValue(normalizeMobile(event.target.value)),
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const pasted = event.clipboardData.getData('text');
      event.preventDefault();
      const end = input.selectionEnd ?? input.value.length;
      onValue(pastedMobile(input.value, pasted, input.selectionStart ?? end, end));
    },
  } satisfies InputHTMLAttributes<HTMLInputElement>;
}
