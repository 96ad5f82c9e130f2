import { safeNextPath } from './safe-next';

/**
 * Where an already signed-in visit to /login goes: the checkout of a pending Buy Now product (keeping a checkout
 * target that already names it), else the return target, else home.
 */
export function signedInDestination(next: string | null, pendingProduct: string | null): string {
  const target = safeNextPath(next, '');
  if (pendingProduct) {
    if (/^(?:\/hi)?\/checkout2\?/i.test(target)) return target;
    return `/checkout2?productID=${encodeURIComponent(pendingProduct)}`;
  }
  return target || '/';
}

/** Where the 'Login Successful' modal's Continue to Dashboard goes: the account overview. */
export const DASHBOARD_PATH = '/overview';

/**
 * Whether signing in ends with the 'Login Successful' modal on the page returned to. Not on the checkout: after a
 * Buy Now the checkout is the shopper's next step and nothing may cover it.
 */
export function greetsAfterSignIn(destination: string): boolean {
  return !/^(?:\/hi)?\/checkout2(?:[/?#]|$)/i.test(destination);
}
