'use server';

import { redirect } from 'next/navigation';
import { CONSOLE_PASSWORD_MISMATCH } from '@/platform/shops/contract/console-password';
import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { currentHost, shopOriginHeaders } from '@/lib/platform/server/request-host';
import { CONSOLE_SIGN_IN_PATH } from '@/lib/routes.mjs';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';

/** The signed-in account's new password, after its current one; this session stays, the others end. */
export async function changeConsolePassword(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const body = { current_password: String(form.get('current_password') ?? ''), new_password: String(form.get('new_password') ?? '') };
  if (body.new_password !== String(form.get('confirm') ?? '')) return { ok: false, message: CONSOLE_PASSWORD_MISMATCH, field: 'confirm' };
  return consoleAction(async () => (await consoleCall('consolePasswordChange', { body })).message);
}

/**
 * "Forgot password?": the platform mails a link to this host's /admin/reset when the email has a console account
 * here; the answer is the same either way.
 */
export async function requestConsoleReset(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const body = { email: String(form.get('email') ?? '') };
  try {
    const answer = await callPlatform('consoleForgotPassword', { host: await currentHost(), body, headers: await shopOriginHeaders() });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
}

/** A new password through the mailed reset link, then the sign-in page to use it. */
export async function resetConsolePassword(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const token = String(form.get('token') ?? '');
  const password = String(form.get('password') ?? '');
  if (password !== String(form.get('confirm') ?? '')) return { ok: false, message: CONSOLE_PASSWORD_MISMATCH, field: 'confirm' };
  try {
    await callPlatform('consoleSetPassword', { host: await currentHost(), body: { token, password } });
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
  redirect(`${CONSOLE_SIGN_IN_PATH}?reset=1`);
}
