import type { BuyNow } from './types';

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Buy Now's product from /checkout2?productID={id}&size={size}&units={units}; null means the whole cart. */
export function buyNowFromQuery(params: Params): BuyNow | null {
  const productId = Number(first(params.productID));
  if (!Number.isInteger(productId) || productId <= 0 || productId > 2_147_483_647) return null;
  const units = Number(first(params.units) || '1');
  return {
    productId,
    size: first(params.size).slice(0, 40),
    units: Number.isInteger(units) && units >= 1 && units <= 99 ? units : 1,
  };
}
