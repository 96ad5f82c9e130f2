import { NextResponse, type NextRequest } from 'next/server';
import { consolePolicy, storefrontPolicy } from './security-headers.mjs';

const POLICIES = { storefront: storefrontPolicy, console: consolePolicy };

/**
 * Lets a page rendered for each request (the checkout, the console) through with a Content-Security-Policy carrying
 * a fresh nonce: Next.js reads it from the request's header and marks its own scripts with it, and the browser runs
 * only those and what they load.
 */
export function withNoncePolicy(request: NextRequest, kind: keyof typeof POLICIES): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = POLICIES[kind](nonce);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
