import { isUnsized, type CartProduct, type SizeStock } from './cart-products';
import { Problem } from '../shared/problem';

export const SELECT_SIZE_MESSAGE = 'Please select a size before proceeding!';

/**
 * The size row a shopper named. A sized product needs one of its own sizes (matched without regard to case);
 * an unsized product takes its single row whatever was sent, since the legacy client sends 'S' by default.
 */
export function namedSize(product: CartProduct, requested: string, field: string): SizeStock {
  if (isUnsized(product)) return onlyRow(product);
  const wanted = requested.trim();
  const match = wanted
    ? (product.sizes.find((s) => s.size === wanted) ?? product.sizes.find((s) => s.size.toLowerCase() === wanted.toLowerCase()))
    : undefined;
  if (!match) throw new Problem(400, SELECT_SIZE_MESSAGE, field);
  return match;
}

/**
 * The size when the request names none: the one size of this product in the shopper's cart, else the product's
 * only size; a choice among several is the shopper's to make.
 */
export function impliedSize(product: CartProduct, cartSizes: readonly string[], field: string): SizeStock {
  if (isUnsized(product)) return onlyRow(product);
  if (cartSizes.length === 1) return namedSize(product, cartSizes[0]!, field);
  if (cartSizes.length === 0 && product.sizes.length === 1) return product.sizes[0]!;
  throw new Problem(400, SELECT_SIZE_MESSAGE, field);
}

/** The colour to record: one of the product's colours, or '' meaning the product's own. */
export function chosenColor(product: CartProduct, requested: string | undefined, field: string): string {
  const wanted = requested?.trim() ?? '';
  if (!wanted) return '';
  const allowed = product.colorOptions?.length ? product.colorOptions : [product.color];
  const match = allowed.find((c) => c.toLowerCase() === wanted.toLowerCase());
  if (!match) throw new Problem(400, `${product.name} is not available in the colour '${wanted}'.`, field);
  return match;
}

/** Refusal of a cart or checkout line that asks for more than the size holds. */
export function onlyLeftMessage(name: string, size: string, left: number): string {
  if (left <= 0) return outOfStockMessage(name, size);
  return size ? `Only ${left} left of ${name} in size ${size}.` : `Only ${left} left of ${name}.`;
}

/** Refusal of an order line that asks for more than the size holds. */
export function orderShortageMessage(name: string, size: string, left: number): string {
  if (left <= 0) return outOfStockMessage(name, size);
  return size ? `Sorry, only ${left} left of ${name} in size ${size}.` : `Sorry, only ${left} left of ${name}.`;
}

export function outOfStockMessage(name: string, size: string): string {
  return size ? `${name} is out of stock in size ${size}.` : `${name} is out of stock.`;
}

function onlyRow(product: CartProduct): SizeStock {
  const row = product.sizes[0];
  // A product without any stock row cannot be sold at all.
  if (!row) throw new Problem(409, `${product.name} is out of stock.`);
  return row;
}
