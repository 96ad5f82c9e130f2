import { describe, expect, it } from 'vitest';
import { orderDeliveryBy } from './order-delivery-by';

describe('orderDeliveryBy', () => {
  it('says the promised day while the order is on its way', () => {
    for (const status of ['Payment Pending', 'Awaiting Confirmation', 'Confirmed', 'Packed', 'Shipped']) {
      expect(orderDeliveryBy('2024-11-29', status), status).toBe('Delivery by Fri, 29 Nov');
    }
  });

  it('says nothing without a promised day, or once delivered or cancelled', () => {
    expect(orderDeliveryBy(null, 'Confirmed')).toBe('');
    expect(orderDeliveryBy('2024-11-29', 'Delivered')).toBe('');
    expect(orderDeliveryBy('2024-11-29', 'Cancelled')).toBe('');
  });
});
