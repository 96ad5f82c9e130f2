'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { CONSOLE_PASSWORD_MISMATCH } from '@/platform/shops/contract/console-password';
import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { currentHost } from '@/lib/platform/server/request-host';
import { clientAddress } from '@/lib/session/server/client-address';
import { CONSOLE_PREFIX, CONSOLE_SIGN_IN_PATH } from '@/lib/routes.mjs';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { storeConsoleToken } from '@/modules/console/shell/server/console-cookie';

const TEAM_PATH = '/admin/team';

/** Invites an admin by email (owners only): the platform mails them a link to choose a password. */
export async function inviteToTeam(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const body = { email: String(form.get('email') ?? ''), name: String(form.get('name') ?? '') };
  const result = await consoleAction(async () => (await consoleCall('consoleTeamInvite', { body })).message);
  revalidatePath(TEAM_PATH);
  return result;
}

/** Removes an owner or admin from the shop (owners only); their sessions end at once. */
export async function removeFromTeam(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const id = Number(form.get('id') ?? 0);
  const result = await consoleAction(async () => (await consoleCall('consoleTeamRemove', { body: { id } })).message);
  revalidatePath(TEAM_PATH);
  return result;
}

/**
 * Chooses the password of an invited admin through their link, then signs them in and opens the dashboard. Should
 * the sign-in be refused (throttled), the sign-in page takes over.
 */
export async function setConsolePassword(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const token = String(form.get('token') ?? '');
  const password = String(form.get('password') ?? '');
  if (password !== String(form.get('confirm') ?? '')) return { ok: false, message: CONSOLE_PASSWORD_MISMATCH, field: 'confirm' };
  const host = await currentHost();
  let email: string;
  try {
    email = (await callPlatform('consoleSetPassword', { host, body: { token, password } })).email;
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
  const headers = { 'x-forwarded-for': await clientAddress() };
  const signedIn = await callPlatform('consoleSignIn', { host, body: { email, password }, headers }).catch(() => null);
  if (!signedIn) redirect(CONSOLE_SIGN_IN_PATH);
  await storeConsoleToken(signedIn.token, signedIn.expiresIn);
  redirect(CONSOLE_PREFIX);
}
