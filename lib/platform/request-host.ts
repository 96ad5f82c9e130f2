import 'server-only';
import { headers } from 'next/headers';
import { normaliseHost, requestHostHeader } from '@/platform/contract/host';

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
