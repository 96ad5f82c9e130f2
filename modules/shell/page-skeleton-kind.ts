import { catalogueKind } from '@/lib/routes.mjs';

/** Which skeleton stands in for a page while a client-side navigation to it loads (spec: product and listing). */
export type PageSkeletonKind = 'product' | 'listing';

/** The skeleton for a public path, or null for pages that show none. */
export function pageSkeletonKind(path: string): PageSkeletonKind | null {
  return catalogueKind(path);
}
