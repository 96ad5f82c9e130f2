import 'server-only';
import { headers } from 'next/headers';

/**
 * The shopper's address, for the platform's sign-in throttle (it counts failures per typed name and address): the
 * first entry of this request's X-Forwarded-For, which nginx or a load balancer in front sets, or else Next.js fills
 * from the socket. 'unknown' when there is none. Forwarded to /token as X-Forwarded-For; see the trust note in
 * platform/http/client-address.ts.
 */
export async function shopperAddress(): Promise<string> {
  const forwarded = (await headers()).get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}
