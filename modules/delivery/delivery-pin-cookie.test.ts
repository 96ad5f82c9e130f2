import { describe, expect, it } from 'vitest';
import { parseDeliveryPin } from './delivery-pin-cookie';

describe('parseDeliveryPin', () => {
  it('keeps a 6-digit PIN code', () => {
    expect(parseDeliveryPin('560001')).toBe('560001');
  });

  it('ignores a missing or tampered cookie', () => {
    for (const bad of [null, undefined, '', '56000', '5600011', '56000a', ' 560001', '560001;x']) expect(parseDeliveryPin(bad)).toBeNull();
  });
});
