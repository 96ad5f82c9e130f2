import 'server-only';
import { cookies, headers } from 'next/headers';
import { storefrontConfig } from '@/lib/config/storefront-config';
import { currentHost as requestShopHost } from '@/lib/platform/server/request-host';
import { COOKIE_DAYS, EMAIL_COOKIE, MOBILE_COOKIE, NAME_COOKIE, TOKEN_COOKIE } from '../cookie-names';
import { cookieToken } from '../cookie-token';

/** The signed-in shopper's bearer token, from the httpOnly cookie (route handlers and server components only). */
export async function sessionToken(): Promise<string | null> {
  return cookieToken((await cookies()).get(TOKEN_COOKIE)?.value);
}

/** The shop host of the current request (no port), as the platform resolves it. */
export const currentHost = requestShopHost;

const secure = () => process.env.NODE_ENV === 'production' && storefrontConfig().publicUrlScheme !== 'http';

/** Stores the token (httpOnly, for expires_in seconds) and the readable profile cookies (7 days). */
export async function startSession(token: string, expiresInSeconds: number, profile: { name: string; email: string; mobile: string }) {
  const jar = await cookies();
  const isHttps = (await headers()).get('x-forwarded-proto') === 'https' || secure();
  jar.set(TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: isHttps, path: '/', maxAge: expiresInSeconds });
  await storeProfile(profile);
}

/** Rewrites the readable profile cookies (7 days) from a fresh User_profile answer. */
export async function storeProfile(profile: { name: string; email: string; mobile: string }) {
  const jar = await cookies();
  const isHttps = (await headers()).get('x-forwarded-proto') === 'https' || secure();
  const readable = { httpOnly: false, sameSite: 'lax' as const, secure: isHttps, path: '/', maxAge: COOKIE_DAYS * 86_400 };
  // The session provider treats a non-empty user_name as "signed in", so it must never be blank.
  jar.set(NAME_COOKIE, profile.name || profile.email || 'Shopper', readable);
  jar.set(EMAIL_COOKIE, profile.email, readable);
  jar.set(MOBILE_COOKIE, profile.mobile, readable);
}

/** Removes the token and the profile cookies (sign-out, or a token the platform no longer accepts). */
export async function endSession(): Promise<void> {
  const jar = await cookies();
  for (const name of [TOKEN_COOKIE, NAME_COOKIE, EMAIL_COOKIE, MOBILE_COOKIE]) jar.delete(name);
}
