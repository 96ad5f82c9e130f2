import type { ProductCard } from '@/lib/platform/types';

/** A cart line as the screens see it. `size` is '' for a product without sizes. */
export interface CartLine {
  productId: number;
  slug: string;
  name: string;
  /** Image file name under /uploads. */
  image: string;
  category: string;
  size: string;
  colour: string;
  price: number;
  originalPrice: number;
  /** Delivery charge per unit, rupees. */
  deliveryCharge: number;
  units: number;
  /** Units in stock for that size: the most the line may hold. */
  stock: number;
}

/** A line is one product in one size. */
export function lineKey(productId: number, size: string): string {
  return `${productId}|${size.toLowerCase()}`;
}

export function sameLine(line: Pick<CartLine, 'productId' | 'size'>, productId: number, size: string): boolean {
  return line.productId === productId && line.size.toLowerCase() === size.toLowerCase();
}

/** A product sold in one size has a single size row with an empty description, or none. */
export function isUnsized(card: Pick<ProductCard, 'sizes'>): boolean {
  return card.sizes.every((s) => s.label === '');
}

// The cart's refusals in the spec's words: here, beside the line, so that the screens showing them (an Add button,
// the size hint) load only these words, while the rules that decide (plan-change.ts) load with the first change.
export const SELECT_SIZE_MESSAGE = 'Please select a size before proceeding!';
export const MAX_QUANTITY_MESSAGE = 'Maximum quantity reached!';
export const CART_FULL_MESSAGE = 'Your cart is full. Please remove an item before adding another.';
