import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '@/lib/validation/address-form';
import type { PincodeCheck } from '@/modules/delivery/pincode-check';
import { fillFromPincode, pincodeStateProblem } from './pincode-fill';

const bengaluru: PincodeCheck = {
  pincode: '560001',
  city: 'Bengaluru',
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  deliverable: true,
  codAvailable: true,
  codReason: '',
  deliveryBy: '2026-12-02',
  days: 5,
};

describe('fillFromPincode', () => {
  it('fills the city, the district and the state', () => {
    const filled = fillFromPincode({ ...EMPTY_ADDRESS, pinCode: '560001' }, bengaluru, new Set());
    expect(filled).toMatchObject({ city: 'Bengaluru', district: 'Bengaluru Urban', state: 'Karnataka', pinCode: '560001' });
  });

  it('replaces what an earlier PIN code filled', () => {
    const before = { ...EMPTY_ADDRESS, city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu' };
    expect(fillFromPincode(before, bengaluru, new Set())).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' });
  });

  it('keeps a city or state the shopper changed since typing the PIN code', () => {
    const before = { ...EMPTY_ADDRESS, city: 'Bangalore', state: 'Kerala' };
    expect(fillFromPincode(before, bengaluru, new Set(['city', 'state'] as const))).toMatchObject({
      city: 'Bangalore',
      state: 'Kerala',
      district: 'Bengaluru Urban',
    });
  });

  it('leaves the state alone when the list does not hold the one found', () => {
    expect(fillFromPincode({ ...EMPTY_ADDRESS, state: 'Goa' }, { ...bengaluru, state: 'Atlantis' }, new Set()).state).toBe('Goa');
  });
});

describe('pincodeStateProblem', () => {
  it("says the PIN code's state when another one is chosen", () => {
    expect(pincodeStateProblem(bengaluru, 'Kerala')).toBe('PIN code 560001 is in Karnataka, not Kerala.');
  });

  it('says nothing for the same state or none chosen', () => {
    expect(pincodeStateProblem(bengaluru, 'Karnataka')).toBe('');
    expect(pincodeStateProblem(bengaluru, '')).toBe('');
  });
});
