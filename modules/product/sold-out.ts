import type { ProductCard } from '@/lib/platform/types';

/** Nothing left to sell: every size at stock 0, or an unsized product's stock at 0. */
export function isSoldOut(product: Pick<ProductCard, 'sizes' | 'stock'>): boolean {
  return product.sizes.length > 0 ? product.sizes.every((size) => size.stock <= 0) : product.stock <= 0;
}

/** The 'ON SALE' badge is for something a shopper can buy at a discount now. */
export function showsSaleBadge(product: Pick<ProductCard, 'sizes' | 'stock' | 'percentOff'>): boolean {
  return product.percentOff > 0 && !isSoldOut(product);
}
