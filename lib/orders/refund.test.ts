import { describe, expect, it } from 'vitest';
import { expectedRefund } from './refund';

const line = { unitPrice: 2779, quantity: 1, total: 2858 };

describe('expectedRefund', () => {
  it('is zero for pay-on-delivery orders', () => {
    expect(expectedRefund({ ...line, paymentMode: 'COD', paymentStatus: 'NOT_REQUIRED' })).toBe(0);
  });

  it('is zero for online orders that were never paid', () => {
    expect(expectedRefund({ ...line, paymentMode: 'ONLINE', paymentStatus: 'PENDING' })).toBe(0);
    expect(expectedRefund({ ...line, paymentMode: 'ONLINE', paymentStatus: 'FAILED' })).toBe(0);
  });

  it('is the line total less 10% of its price for paid online orders', () => {
    expect(expectedRefund({ ...line, paymentMode: 'ONLINE', paymentStatus: 'PAID' })).toBe(2858 - 278);
  });
});
