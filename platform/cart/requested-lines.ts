import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';
import { cartLines } from './tables';
import { loadCartProducts, type CartProduct, type SizeStock } from './cart-products';
import { Problem } from '../shared/problem';
import { HIDDEN_PRODUCT_MESSAGE } from '../pricing';
import type { ShopCustomer } from '../shared/platform-context';
import { chosenColor, impliedSize, namedSize } from './size-rules';

/** One line a shopper asks to check out or order. `field` is where it sits in the request, for refusals. */
export interface LineRequest {
  productId: number;
  units: number;
  size?: string;
  color?: string;
  /** When given (insert_Customer_Order's productcode), it must be the product's ASIN. */
  asin?: string;
  field: string;
  /** Name of the size property in this request ('cart_size' or 'size'). */
  sizeProperty: string;
}

export interface ResolvedLine {
  product: CartProduct;
  size: SizeStock;
  units: number;
  /** '' means the product's own colour. */
  color: string;
}

export const PRODUCT_NOT_FOUND_MESSAGE = 'This product is no longer available.';

/**
 * Turns requested lines into products, sizes and units, enforcing the size rules and the stock of each size.
 * Two requests for the same product and size become one line. `shortage` words a refusal for want of stock.
 */
export async function resolveLines(
  db: Queryable,
  shopper: ShopCustomer,
  requests: readonly LineRequest[],
  shortage: (name: string, size: string, left: number) => string,
): Promise<ResolvedLine[]> {
  const catalogue = await loadCartProducts(
    db,
    requests.map((r) => r.productId),
    shopper,
  );
  const cartSizes = await sizesInCart(
    db,
    shopper,
    requests.filter((r) => r.size === undefined).map((r) => r.productId),
  );
  const lines = new Map<number, ResolvedLine>();
  for (const request of requests) {
    const product = catalogue.get(request.productId);
    const productField = `${request.field}.${request.asin === undefined ? 'prod_id' : 'asinid'}`;
    if (!product?.active) throw new Problem(404, PRODUCT_NOT_FOUND_MESSAGE, productField);
    if (product.hidden) throw new Problem(404, HIDDEN_PRODUCT_MESSAGE, productField);
    if (request.asin !== undefined && request.asin !== product.asin) {
      throw new Problem(400, `The product code '${request.asin}' does not match product ${product.id}.`, `${request.field}.productcode`);
    }
    const sizeField = `${request.field}.${request.sizeProperty}`;
    const size =
      request.size === undefined ? impliedSize(product, cartSizes.get(product.id) ?? [], sizeField) : namedSize(product, request.size, sizeField);
    const color = chosenColor(product, request.color, `${request.field}.color`);
    const existing = lines.get(size.id);
    if (existing) existing.units += request.units;
    else lines.set(size.id, { product, size, units: request.units, color });
  }
  for (const line of lines.values()) {
    if (line.units > line.size.stock) throw new Problem(409, shortage(line.product.name, line.size.size, line.size.stock));
  }
  return [...lines.values()];
}

/** The sizes in which each of these products sits in the shopper's server cart. */
async function sizesInCart(db: Queryable, shopper: ShopCustomer, productIds: number[]): Promise<Map<number, string[]>> {
  const sizes = new Map<number, string[]>();
  if (!productIds.length) return sizes;
  const rows = await db
    .select({ productId: cartLines.productId, size: cartLines.size })
    .from(cartLines)
    .where(and(eq(cartLines.shopId, shopper.shopId), eq(cartLines.customerId, shopper.customerId), inArray(cartLines.productId, productIds)));
  for (const row of rows) sizes.set(row.productId, [...(sizes.get(row.productId) ?? []), row.size]);
  return sizes;
}
