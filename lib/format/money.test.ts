import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatRupees, formatRupeesAndPaise } from './money';

const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const samples = [
  0, 1, 9, 10, 99, 100, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 999999, 1000000, 1234567, 12345678, 123456789, 1234567890,
  98765432101,
];

describe('formatRupees', () => {
  it('groups as Intl does for en-IN rupees', () => {
    for (const amount of [...samples, ...samples.map((n) => -n).filter((n) => n !== 0), 149.4, 149.5, 1999.99]) {
      expect(formatRupees(amount), String(amount)).toBe(intlRupees.format(Math.round(amount)));
    }
  });

  it('reads ₹1,23,456 for a lakh and more', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(149)).toBe('₹149');
  });
});

describe('formatIndianNumber', () => {
  it('groups counts as toLocaleString("en-IN") does', () => {
    for (const count of samples) expect(formatIndianNumber(count)).toBe(count.toLocaleString('en-IN'));
  });
});

describe('formatRupeesAndPaise', () => {
  it('shows rupees with Indian grouping and two digits of paise', () => {
    expect(formatRupeesAndPaise(123456.7)).toBe('₹1,23,456.70');
    expect(formatRupeesAndPaise(62.5)).toBe('₹62.50');
    expect(formatRupeesAndPaise(0.05)).toBe('₹0.05');
    expect(formatRupeesAndPaise(-12.345)).toBe('-₹12.35');
  });
});
