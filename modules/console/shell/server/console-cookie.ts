import 'server-only';
import { cookies, headers } from 'next/headers';
import { storefrontConfig } from '@/lib/config/storefront-config';
import { CONSOLE_PREFIX } from '@/lib/routes.mjs';
import { CONSOLE_COOKIE } from '@/modules/console/shell/console-cookie-name';
import { cookieToken } from '@/lib/session/cookie-token';

export async function consoleToken(): Promise<string | null> {
  return cookieToken((await cookies()).get(CONSOLE_COOKIE)?.value);
}

export async function storeConsoleToken(token: string, expiresInSeconds: number): Promise<void> {
  const https =
    (await headers()).get('x-forwarded-proto') === 'https' ||
    (process.env.NODE_ENV === 'production' && storefrontConfig().publicUrlScheme !== 'http');
  (await cookies()).set(CONSOLE_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: https, path: CONSOLE_PREFIX, maxAge: expiresInSeconds });
}

export async function forgetConsoleToken(): Promise<void> {
  (await cookies()).delete({ name: CONSOLE_COOKIE, path: CONSOLE_PREFIX });
}
