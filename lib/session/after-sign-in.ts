import { safeNextPath } from './safe-next';

/**
 * Where an already signed-in visit to /login goes: the checkout of a pending Buy Now product (keeping a checkout
 * target that already names it), else the return target, else home.
 */
export function signedInDestination(next: string | null, pendingProduct: string | null): string {
  const target = safeNextPath(next, '');
  if (pendingProduct) {
    if (/^\/checkout2\?/i.test(target)) return target;
    return `/checkout2?productID=${encodeURIComponent(pendingProduct)}`;
  }
  return target || '/';
}
