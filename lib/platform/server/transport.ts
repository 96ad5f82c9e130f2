import 'server-only';
import { storefrontConfig } from '@/lib/config/storefront-config';
import { requestHostHeader } from '@/platform/shared/contract/host';

/** Set to call a platform over HTTP instead of the embedded one. */
const remoteBase = storefrontConfig().platformApiUrl;

/**
 * Sends one request to the platform for the shop at `host`: in-process to the embedded platform, or over HTTP
 * to PLATFORM_API_URL with the shop's host in X-Forwarded-Host.
 */
export async function platformFetch(host: string, path: string, init: RequestInit = {}): Promise<Response> {
  // The host travels in X-Forwarded-Host, over HTTP and in-process alike: a Host header that is no URL's host ('[x]')
  // must reach the platform, which answers 404 for it, rather than fail here building the URL. A caller may give it
  // with the shopper's port (shopOriginHeaders, for mailed links); it names the same shop.
  const headers = new Headers(init.headers);
  if (!headers.has('x-forwarded-host')) headers.set('x-forwarded-host', host);
  if (remoteBase) return fetch(`${remoteBase}${path}`, { ...init, headers, cache: 'no-store' });
  const { embeddedPlatform } = await import('./embedded-platform');
  const platform = await embeddedPlatform();
  return platform.app.fetch(new Request(`http://embedded-platform${path}`, { ...init, headers }));
}

/**
 * Hands a browser's request to /token, /api/* or /uploads/* on the storefront's origin to the platform unchanged
 * (the legacy API is mounted there for any client of it).
 */
export async function forwardToPlatform(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const host = requestHostHeader(request.headers) ?? url.host;
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await request.arrayBuffer() : undefined;
  const response = await platformFetch(host, url.pathname + url.search, { method: request.method, headers, body });
  if (!remoteBase) return response;
  // fetch() has already decoded the body: pass it on without the upstream's encoding and length.
  const passed = new Headers(response.headers);
  passed.delete('content-encoding');
  passed.delete('content-length');
  return new Response(response.body, { status: response.status, headers: passed });
}

const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade', 'accept-encoding'];
