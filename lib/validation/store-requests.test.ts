import { describe, expect, it } from 'vitest';
import { addressBody, cancelItemBody, placeOrderBody, prepareBody, signInBody } from './store-requests';

describe('handler bodies', () => {
  it('refuses an empty sign-in', () => {
    expect(signInBody.safeParse({ username: ' ', password: '' }).success).toBe(false);
    expect(signInBody.safeParse({ username: 'priya@example.com', password: 'x' }).success).toBe(true);
  });

  it('takes an address only with the spec rules', () => {
    const address = {
      name: 'Meera',
      email: 'm@example.com',
      mobile: '9876543210',
      address1: '1 Road',
      address2: 'Area',
      city: 'Pune',
      pincode: '411045',
      state: 'Maharashtra',
    };
    expect(addressBody.safeParse(address).success).toBe(true);
    expect(addressBody.safeParse({ ...address, mobile: '98765' }).error?.issues[0]?.message).toBe('Mobile number must be exactly 10 digits');
    expect(addressBody.safeParse({ ...address, pincode: '4110' }).error?.issues[0]?.message).toBe('Zip code must be exactly 6 digits');
    expect(addressBody.safeParse({ ...address, state: 'Atlantis' }).success).toBe(false);
  });

  it('never takes money from the browser, and needs an attempt key', () => {
    const order = {
      addressId: 3,
      paymentMode: 'COD',
      attemptKey: '6f1c2d3e-aaaa-bbbb-cccc-123456789abc',
      lines: [{ productId: 1, slug: 'holi-t-shirt', units: 2, size: 'M' }],
    };
    const parsed = placeOrderBody.parse({ ...order, total: 1 });
    expect(parsed).not.toHaveProperty('total');
    expect(placeOrderBody.safeParse({ ...order, attemptKey: 'x' }).success).toBe(false);
    expect(placeOrderBody.safeParse({ ...order, lines: [] }).success).toBe(false);
    expect(placeOrderBody.safeParse({ ...order, paymentMode: 'CARD' }).success).toBe(false);
  });

  it("takes Buy Now's list of {prod_id, unit, cart_size}", () => {
    expect(prepareBody.safeParse([{ prod_id: 1, unit: 2, cart_size: 'M' }]).success).toBe(true);
    expect(prepareBody.safeParse([]).success).toBe(false);
    expect(prepareBody.safeParse([{ prod_id: 1, unit: 0 }]).success).toBe(false);
  });

  it('words cancellation refusals as the spec does', () => {
    expect(cancelItemBody.safeParse({ itemId: 1, reason: 'Bored', comment: 'long enough text' }).error?.issues[0]?.message).toBe(
      'Please select a reason for cancellation.',
    );
    expect(cancelItemBody.safeParse({ itemId: 1, reason: 'Cash Issue', comment: 'short' }).error?.issues[0]?.message).toBe(
      'Please enter at least 10 characters in the comments.',
    );
  });
});
