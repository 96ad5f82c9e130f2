import { describe, expect, it } from 'vitest';
import { checkQuantity } from './quantity';

describe('checkQuantity', () => {
  it('takes whole numbers from 1 to the stock', () => {
    expect(checkQuantity('1', 5)).toEqual({ value: 1, message: '' });
    expect(checkQuantity(' 5 ', 5)).toEqual({ value: 5, message: '' });
  });

  it('clamps other input to the nearest allowed number and says why', () => {
    expect(checkQuantity('9', 5)).toEqual({ value: 5, message: 'Only 5 in stock.' });
    expect(checkQuantity('0', 5)).toEqual({ value: 1, message: 'Enter a whole number from 1 to 5.' });
    expect(checkQuantity('-3', 5)).toEqual({ value: 1, message: 'Enter a whole number from 1 to 5.' });
    expect(checkQuantity('2.7', 5)).toEqual({ value: 2, message: 'Enter a whole number from 1 to 5.' });
    expect(checkQuantity('', 5)).toEqual({ value: 1, message: 'Enter a whole number from 1 to 5.' });
    expect(checkQuantity('abc', 5)).toEqual({ value: 1, message: 'Enter a whole number from 1 to 5.' });
  });
});
