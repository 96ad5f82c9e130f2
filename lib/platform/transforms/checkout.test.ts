import { describe, expect, it } from 'vitest';
import { insertOrderRequest } from '@/platform/orders/contract/orders';
import { placeOrderToWire } from './checkout';

const line = { productId: 101, slug: 'holi-t-shirt', units: 2, size: 'M' };

describe('placeOrderToWire', () => {
  it('sends a COD order with its captcha, the coupon as coupan_Code and a line colour when chosen', () => {
    const wire = placeOrderToWire({
      addressId: 7,
      paymentMode: 'COD',
      attemptKey: 'attempt-0001',
      captchaId: 'c1',
      captchaCode: '1234',
      couponCode: 'WELCOME10',
      lines: [{ ...line, colour: 'Blue' }],
    });
    expect(wire).toEqual({
      addressid: 7,
      coupan_Code: 'WELCOME10',
      paymentmode: 'COD',
      captcha_id: 'c1',
      captcha_code: '1234',
      orders: [{ asinid: 101, quantity: 2, productcode: 'holi-t-shirt', size: 'M', color: 'Blue' }],
    });
    expect(insertOrderRequest.safeParse(wire).success).toBe(true);
  });

  it('sends an online order without captcha fields and an empty coupon when none is applied', () => {
    const wire = placeOrderToWire({
      addressId: 7,
      paymentMode: 'ONLINE',
      attemptKey: 'attempt-0002',
      captchaId: 'c1',
      captchaCode: '1',
      lines: [line],
    });
    expect(wire).not.toHaveProperty('captcha_id');
    expect(wire).not.toHaveProperty('captcha_code');
    expect(wire.coupan_Code).toBe('');
    expect(wire.orders).toEqual([{ asinid: 101, quantity: 2, productcode: 'holi-t-shirt', size: 'M' }]);
    expect(insertOrderRequest.safeParse(wire).success).toBe(true);
  });
});
