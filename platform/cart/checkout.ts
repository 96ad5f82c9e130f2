import type { CheckoutItemWire } from './contract/cart';
import type { Queryable } from '../shared/db/database';
import type { ShopCustomer } from '../shared/platform-context';
import { resolveLines, type ResolvedLine } from './requested-lines';
import { onlyLeftMessage } from './size-rules';

export interface CheckoutRequestLine {
  prod_id: number;
  unit: number;
  cart_size?: string;
}

/**
 * cart_to_checkout's and Price_Cart's lines: checked against sizes and stock, at this reseller's prices. The offers
 * domain prices them (its routes answer both calls).
 */
export async function checkoutItems(
  db: Queryable,
  shopper: ShopCustomer,
  request: readonly CheckoutRequestLine[],
): Promise<{ items: CheckoutItemWire[]; lines: ResolvedLine[] }> {
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
  return { items, lines };
}
