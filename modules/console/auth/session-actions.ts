'use server';

import { redirect } from 'next/navigation';
import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { currentHost } from '@/lib/platform/server/request-host';
import { clientAddress } from '@/lib/session/server/client-address';
import { CONSOLE_PREFIX, CONSOLE_SIGN_IN_PATH } from '@/lib/routes.mjs';
import { consoleToken, forgetConsoleToken, storeConsoleToken } from '@/modules/console/shell/server/console-cookie';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';

/** Signs in to this host's console and goes on to `next` (a console path) or the dashboard. */
export async function signInToConsole(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  let answer;
  try {
    // The browser's address, so that guesses from elsewhere do not count against this one (the platform's throttle).
    const headers = { 'x-forwarded-for': await clientAddress() };
    answer = await callPlatform('consoleSignIn', { host: await currentHost(), body: { email, password }, headers });
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
  await storeConsoleToken(answer.token, answer.expiresIn);
  redirect(consolePath(String(form.get('next') ?? '')));
}

/** Ends the console session on the platform (revoking its token) and forgets the cookie. */
export async function signOutOfConsole(): Promise<void> {
  const token = await consoleToken();
  if (token) {
    await callPlatform('consoleSignOut', { host: await currentHost(), token }).catch(() => {
      // Already expired or revoked: forgetting the cookie is all that is left to do.
    });
  }
  await forgetConsoleToken();
  redirect(CONSOLE_SIGN_IN_PATH);
}

/** A same-site console path to return to after signing in; anything else is the dashboard. */
function consolePath(next: string): string {
  if (!/^\/admin(?:[/?#]|$)/.test(next) || /[\\\u0000-\u001f\u007f]/.test(next) || next.startsWith(CONSOLE_SIGN_IN_PATH)) return CONSOLE_PREFIX;
  return next;
}
