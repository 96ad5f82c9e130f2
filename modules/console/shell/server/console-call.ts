import 'server-only';
import { notFound, redirect } from 'next/navigation';
import type { AnswerOf, CallName, RequestOf } from '@/platform/contract/calls';
import { CONSOLE_OTHER_SHOP } from '@/platform/shops/contract/console-auth';
import { getShop } from '@/lib/platform/server/catalogue';
import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { currentHost, shopOriginHeaders } from '@/lib/platform/server/request-host';
import { CONSOLE_SIGN_IN_PATH } from '@/lib/routes.mjs';
import { consoleToken } from './console-cookie';

export interface ConsoleCallOptions<N extends CallName> {
  body?: RequestOf<N>;
  query?: Record<string, string>;
}

/**
 * One console call to the platform for this host's shop, with the console session's token. A session the platform
 * no longer accepts (expired, revoked, another shop's) leads to the sign-in page; other refusals throw PlatformError
 * with a message fit to show the reseller.
 */
export async function consoleCall<N extends CallName>(name: N, options: ConsoleCallOptions<N> = {}): Promise<AnswerOf<N>> {
  const token = await consoleToken();
  if (!token) redirect(CONSOLE_SIGN_IN_PATH);
  const host = await currentHost();
  try {
    // The shop's origin goes along, so a link the platform mails (an invitation) leads back to this host and port.
    const headers = await shopOriginHeaders();
    return await callPlatform(name, { host, token, body: options.body, query: options.query, headers });
  } catch (error) {
    if (error instanceof PlatformError && isSessionRefusal(error.status, error.message)) {
      redirect(`${CONSOLE_SIGN_IN_PATH}?expired=1`);
    }
    // A host no shop answers on has no console: the 404 page, not an error.
    if (error instanceof PlatformError && error.status === 404 && !(await getShop(host))) notFound();
    throw error;
  }
}

/** 401 is always the session; 403 is the session only when it belongs to another shop (not a refused action). */
export function isSessionRefusal(status: number, message: string | undefined): boolean {
  return status === 401 || (status === 403 && message === CONSOLE_OTHER_SHOP);
}

/** What a Server Action answers a console form: the platform's message, and the field it names. */
export type ConsoleActionResult = { ok: true; message: string } | { ok: false; message: string; field?: string };

/** Runs a console write for a Server Action: its refusal becomes the form's message instead of an error page. */
export async function consoleAction(write: () => Promise<string>): Promise<ConsoleActionResult> {
  try {
    return { ok: true, message: await write() };
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
}
