import { describe, expect, it } from 'vitest';
import {
  addressBody,
  cancelItemBody,
  checkoutItemsBody,
  deleteLineBody,
  placeOrderBody,
  prepareBody,
  productIdsQuery,
  saveLinesBody,
  signInBody,
} from './store-requests';

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

  it("takes Buy Now's and the checkout's lines in the storefront's names, never the platform's", () => {
    expect(prepareBody.parse([{ productId: 1, units: 2, size: 'M' }])).toEqual([{ productId: 1, units: 2, size: 'M' }]);
    expect(checkoutItemsBody.parse({ lines: [{ productId: 1, units: 1 }] })).toEqual({ lines: [{ productId: 1, units: 1, size: '' }] });
    expect(checkoutItemsBody.parse({})).toEqual({});
    expect(prepareBody.safeParse([]).success).toBe(false);
    expect(prepareBody.safeParse([{ productId: 1, units: 0 }]).success).toBe(false);
    expect(prepareBody.safeParse([{ prod_id: 1, unit: 2, cart_size: 'M' }]).success).toBe(false);
    expect(checkoutItemsBody.safeParse({ lines: [{ prod_id: 1, unit: 1 }] }).success).toBe(false);
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

describe('bodies of the /store/cart handlers', () => {
  it('accepts lines of product, size, units (0 removes) and an optional colour', () => {
    expect(
      saveLinesBody.parse({
        lines: [
          { productId: 3, size: 'M', units: 2, colour: 'Red' },
          { productId: 4, units: 0 },
        ],
      }),
    ).toEqual({
      lines: [
        { productId: 3, size: 'M', units: 2, colour: 'Red' },
        { productId: 4, size: '', units: 0 },
      ],
    });
  });

  it('refuses empty, oversized or malformed saves, and never takes a price', () => {
    for (const body of [
      {},
      { lines: [] },
      { lines: [{ productId: 0, units: 1 }] },
      { lines: [{ productId: 1, units: 100 }] },
      { lines: [{ productId: 1, units: 1.5 }] },
      { lines: [{ productId: '1', units: 1 }] },
      { lines: [{ productId: 1, units: 1, size: 'x'.repeat(41) }] },
      { lines: Array.from({ length: 201 }, (_, i) => ({ productId: i + 1, units: 1 })) },
    ]) {
      expect(saveLinesBody.safeParse(body).success).toBe(false);
    }
    expect(saveLinesBody.parse({ lines: [{ productId: 1, units: 1, price: 1 }] }).lines[0]).not.toHaveProperty('price');
  });

  it('names the line to delete by product and size', () => {
    expect(deleteLineBody.parse({ productId: 9 })).toEqual({ productId: 9, size: '' });
    expect(deleteLineBody.safeParse({ size: 'M' }).success).toBe(false);
  });

  it('reads the ids of a product lookup once each, up to 200', () => {
    expect(productIdsQuery.parse('3,1,3,2')).toEqual([3, 1, 2]);
    for (const bad of ['', '1,,2', 'a', '1;2', '0', Array.from({ length: 201 }, (_, i) => i + 1).join(',')]) {
      expect(productIdsQuery.safeParse(bad).success).toBe(false);
    }
  });
});
