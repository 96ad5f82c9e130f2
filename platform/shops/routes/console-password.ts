import type { Hono } from 'hono';
import { calls } from '../../contract/calls';
import {
  CONSOLE_FORGOT_PASSWORD_MESSAGE,
  CONSOLE_PASSWORD_CHANGED,
  CONSOLE_RESET_UNAVAILABLE,
  consoleForgotPasswordAnswer,
  consoleForgotPasswordRequest,
  consolePasswordChangeAnswer,
  consolePasswordChangeRequest,
} from '../contract/console-password';
import { changeConsolePassword, requestConsolePasswordReset } from '../console-password';
import type { PlatformContext } from '../../shared/platform-context';
import { Problem } from '../../shared/problem';
import { clientAddress } from '../../shared/http/client-address';
import { answer, readJson, type AppEnv } from '../../shared/http/context';
import { requestOrigin } from '../../shared/http/request-origin';
import { requireConsole } from '../../shared/http/require-console';

/**
 * A console account's own password: changed while signed in (its other sessions end), or reset through a mailed
 * link, which is then used through consolePasswordLink and consoleSetPassword (console-team.ts) like an invitation's.
 */
export function registerConsolePasswordRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.post(calls.consolePasswordChange.path, requireConsole(platform), async (c) => {
    const change = await readJson(c, consolePasswordChangeRequest);
    await changeConsolePassword(platform.db, c.get('reseller').id, c.get('admin'), c.get('consoleToken'), change, {
      clientKey: clientAddress(c, platform.config.trustedProxies),
      delayMaxMs: platform.config.loginDelayMaxMs,
    });
    return answer(c, consolePasswordChangeAnswer, { status: 'true', message: CONSOLE_PASSWORD_CHANGED });
  });

  app.post(calls.consoleForgotPassword.path, async (c) => {
    const { email } = await readJson(c, consoleForgotPasswordRequest);
    if (!platform.mailer) throw new Problem(503, CONSOLE_RESET_UNAVAILABLE);
    await requestConsolePasswordReset(platform.db, platform.mailer, c.get('reseller'), email, requestOrigin(c));
    return answer(c, consoleForgotPasswordAnswer, { status: 'true', message: CONSOLE_FORGOT_PASSWORD_MESSAGE });
  });
}
