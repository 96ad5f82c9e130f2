import type { CheckoutItemWire } from './contract/cart';
import type { Totals } from './contract/totals';
import type { Queryable } from '../shared/db/database';
import { totalsOf } from './order-pricing';
import type { ShopCustomer } from '../shared/platform-context';
import { resolveLines } from './requested-lines';
import { onlyLeftMessage } from './size-rules';

export interface CheckoutRequestLine {
  prod_id: number;
  unit: number;
  cart_size?: string;
}

/** cart_to_checkout: the lines checked against sizes and stock, at this reseller's prices, with the platform's totals. */
export async function prepareCheckout(
  db: Queryable,
  shopper: ShopCustomer,
  request: readonly CheckoutRequestLine[],
): Promise<{ items: CheckoutItemWire[]; totals: Totals }> {
  const lines = await resolveLines(
    db,
    shopper,
    request.map((line, index) => ({
      productId: line.prod_id,
      units: line.unit,
      size: line.cart_size,
      field: String(index),
      sizeProperty: 'cart_size',
    })),
    onlyLeftMessage,
  );
  const items = lines.map(({ product, size, units }) => ({
    id: product.id,
    prod_id: product.id,
    asinid: product.id,
    ASIN: product.asin,
    productcode: product.asin,
    name: product.name,
    image: product.image,
    discountPrice: product.priceRupees,
    recommendedSellingPrice: product.deliveryRupees,
    Unit: units,
    cart_size: size.size,
    quantity: size.stock,
    line_price: product.priceRupees * units,
  }));
  return { items, totals: totalsOf(lines) };
}
