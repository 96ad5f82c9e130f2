import 'server-only';
import { headers } from 'next/headers';
import { storefrontConfig } from '@/lib/config/storefront-config';
import { normaliseHost, requestHostHeader } from '@/platform/shared/contract/host';

/**
 * The storefront's one reading of the request's host (server components, route handlers, server actions): the host
 * the shopper's browser asked for, port included ('shop2.localhost:3000'), X-Forwarded-Host first behind a proxy.
 */
export async function requestHost(): Promise<string> {
  return requestHostHeader(await headers()) ?? 'localhost';
}

/** The shop host of the current request (no port), as the platform resolves it. */
export async function currentHost(): Promise<string> {
  return normaliseHost(await requestHost());
}

/**
 * The shop's public origin as the shopper's browser reached it, for every link the platform mails (order placed,
 * password reset, console invitation): the host with its port as asked for, and the scheme PUBLIC_URL_SCHEME names,
 * else the request's (X-Forwarded-Proto behind a proxy). The one place the storefront works it out.
 */
export async function shopOrigin(): Promise<{ host: string; proto: 'http' | 'https' }> {
  const forwarded = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const production = process.env.NODE_ENV === 'production';
  const proto = storefrontConfig().publicUrlScheme ?? (forwarded === 'http' || forwarded === 'https' ? forwarded : production ? 'https' : 'http');
  return { host: await requestHost(), proto };
}

/** shopOrigin as the headers a platform call carries, so the links it mails lead back to it (requestOrigin there). */
export async function shopOriginHeaders(): Promise<Record<string, string>> {
  const origin = await shopOrigin();
  return { 'x-forwarded-host': origin.host, 'x-forwarded-proto': origin.proto };
}
