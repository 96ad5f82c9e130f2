/** Which skeleton stands in for a page while a client-side navigation to it loads (spec: product and listing). */
export type PageSkeletonKind = 'product' | 'listing';

const PRODUCT = /^\/(?:product|product-category|product-categoryy)\/[^/]+\/?$/;
const LISTING = /^\/(?:products-section|products-section2|Product-Serach)\/[^/]+\/?$/;

/** The skeleton for a public path, or null for pages that show none. */
export function pageSkeletonKind(path: string): PageSkeletonKind | null {
  if (PRODUCT.test(path)) return 'product';
  if (LISTING.test(path)) return 'listing';
  return null;
}
