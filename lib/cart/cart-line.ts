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
