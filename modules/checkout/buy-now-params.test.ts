import { describe, expect, it } from 'vitest';
import { buyNowFromQuery } from './buy-now-params';

describe('buyNowFromQuery', () => {
  it('reads the product, size and units', () => {
    expect(buyNowFromQuery({ productID: '12', size: 'M', units: '2' })).toEqual({ productId: 12, size: 'M', units: 2 });
  });

  it('defaults to one unit and no size', () => {
    expect(buyNowFromQuery({ productID: '12' })).toEqual({ productId: 12, size: '', units: 1 });
    expect(buyNowFromQuery({ productID: '12', units: 'many' })).toEqual({ productId: 12, size: '', units: 1 });
  });

  it('means the whole cart without a valid product id', () => {
    expect(buyNowFromQuery({})).toBeNull();
    expect(buyNowFromQuery({ productID: 'abc' })).toBeNull();
    expect(buyNowFromQuery({ productID: '-3' })).toBeNull();
  });
});
