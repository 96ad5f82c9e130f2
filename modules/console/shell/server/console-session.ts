import 'server-only';
import { cache } from 'react';
import { notFound, redirect } from 'next/navigation';
import type { ConsoleAdmin } from '@/platform/shops/contract/console-auth';
import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { currentHost } from '@/lib/platform/server/request-host';
import { CONSOLE_SIGN_IN_PATH } from '@/lib/routes.mjs';
import { consoleToken } from './console-cookie';

/** The signed-in console admin of this request, or null (no cookie, or a session the platform refuses). Once per request. */
export const consoleAdmin = cache(async (): Promise<ConsoleAdmin | null> => {
  const token = await consoleToken();
  if (!token) return null;
  try {
    return (await callPlatform('consoleMe', { host: await currentHost(), token })).admin;
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 401 || error.status === 403)) return null;
    // No shop answers on this host: there is no console here.
    if (error instanceof PlatformError && error.status === 404) notFound();
    throw error;
  }
});

/** The signed-in admin, or a redirect to the console's sign-in page. */
export async function requireConsoleAdmin(): Promise<ConsoleAdmin> {
  const admin = await consoleAdmin();
  if (!admin) redirect(CONSOLE_SIGN_IN_PATH);
  return admin;
}

/** The signed-in operator (the platform's staff): the catalogue's pages are not there for a shop's own admins. */
export async function requireConsoleOperator(): Promise<ConsoleAdmin> {
  const admin = await requireConsoleAdmin();
  if (admin.role !== 'operator') notFound();
  return admin;
}
