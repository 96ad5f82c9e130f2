import { describe, expect, it } from 'vitest';
import { COD_AVAILABLE_TEXT, deliveryPromise } from './delivery-promise';
import type { PincodeCheck } from './pincode-check';

const bengaluru: PincodeCheck = {
  pincode: '560001',
  city: 'Bengaluru',
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  deliverable: true,
  codAvailable: true,
  codReason: '',
  deliveryBy: '2024-11-29',
  days: 3,
};

describe('deliveryPromise', () => {
  it('promises the day and cash on delivery where both are offered', () => {
    expect(deliveryPromise(bengaluru)).toEqual({
      deliverable: true,
      headline: 'Delivery by Fri, 29 Nov',
      place: 'Bengaluru 560001',
      cod: COD_AVAILABLE_TEXT,
      codAvailable: true,
    });
  });

  it("gives the platform's reason when cash on delivery is not offered", () => {
    const reason = 'Cash on delivery is not available for PIN code 799001. Please pay online.';
    const promise = deliveryPromise({ ...bengaluru, pincode: '799001', city: 'Agartala', codAvailable: false, codReason: reason });
    expect(promise.cod).toBe(reason);
    expect(promise.codAvailable).toBe(false);
  });

  it('says the PIN code is not delivered to, and nothing of cash on delivery', () => {
    const promise = deliveryPromise({ ...bengaluru, pincode: '744101', deliverable: false, codAvailable: false, deliveryBy: null, days: null });
    expect(promise.headline).toBe('Not deliverable to 744101');
    expect(promise.place).toBe('Bengaluru');
    expect(promise.cod).toBe('');
  });

  it('still says delivery is available when the shop promises no day', () => {
    expect(deliveryPromise({ ...bengaluru, deliveryBy: null, days: null }).headline).toBe('Delivery available');
  });
});
