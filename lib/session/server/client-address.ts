import 'server-only';
import { headers } from 'next/headers';

/**
 * The address of the browser this request is for, for the platform's sign-in throttles (shoppers' /token and the
 * console's sign-in count failures per typed name and address): the first entry of X-Forwarded-For, which the
 * storefront's front door (server/serve.mjs) has replaced with the one address it believes, by the rule in
 * platform/runtime/client-address.mjs (TRUSTED_PROXIES). 'unknown' when there is none. Sent on as X-Forwarded-For.
 */
export async function clientAddress(): Promise<string> {
  const forwarded = (await headers()).get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}
