import { describe, expect, it } from 'vitest';
import { normalizeMobile, pastedMobile } from './phone';

describe('normalizeMobile', () => {
  it.each([
    ['+919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['(+91) 98765 43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['9876543210', '9876543210'],
  ])('%s gives %s', (raw, expected) => {
    expect(normalizeMobile(raw)).toBe(expected);
  });

  it('keeps a number that itself starts with 91', () => {
    expect(normalizeMobile('9198765432')).toBe('9198765432');
    expect(normalizeMobile('+91 9198765432')).toBe('9198765432');
  });

  it('drops letters and caps the length at 10 digits as the shopper types', () => {
    expect(normalizeMobile('98ab765')).toBe('98765');
    expect(normalizeMobile('98765432101234')).toBe('9876543210');
    expect(normalizeMobile('0')).toBe('');
  });

  it('lets the +91 prefix be typed, then takes the number after it', () => {
    expect(normalizeMobile('+')).toBe('+');
    expect(normalizeMobile('+9')).toBe('+9');
    expect(normalizeMobile('+91')).toBe('+91');
    expect(normalizeMobile('+91 ')).toBe('+91');
    expect(normalizeMobile('+91 9')).toBe('9');
  });
});

describe('pastedMobile', () => {
  it('a pasted full number replaces the field, wherever the caret was', () => {
    expect(pastedMobile('', '+919876543210', 0, 0)).toBe('9876543210');
    expect(pastedMobile('12345', '+91 98765-43210', 5, 5)).toBe('9876543210');
  });

  it('a pasted part goes in at the caret', () => {
    expect(pastedMobile('98765', '43210', 5, 5)).toBe('9876543210');
    expect(pastedMobile('9876510', '432', 5, 5)).toBe('9876543210');
    expect(pastedMobile('98765xxxxx', '43210', 5, 10)).toBe('9876543210');
  });
});
