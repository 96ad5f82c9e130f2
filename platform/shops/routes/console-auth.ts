import type { Hono } from 'hono';
import { revokeConsoleSession } from '../../shared/auth/console-sessions';
import { throttledDescription, TOKEN_THROTTLED_STATUS } from '../../customers/contract/auth';
import { calls } from '../../contract/calls';
import {
  CONSOLE_BAD_CREDENTIALS,
  CONSOLE_SIGNED_OUT,
  consoleMeAnswer,
  consoleSignInAnswer,
  consoleSignInRequest,
  consoleSignOutAnswer,
  type ConsoleAdmin,
} from '../contract/console-auth';
import type { ConsoleAccount } from '../../shared/auth/console-sessions';
import type { PlatformContext } from '../../shared/platform-context';
import { CONSOLE_SESSION_SECONDS, consoleSignIn } from '../console-sign-in';
import { Problem } from '../../shared/problem';
import { clientAddress } from '../../shared/http/client-address';
import { answer, readJson, type AppEnv } from '../../shared/http/context';
import { requireConsole } from '../../shared/http/require-console';

export function registerConsoleAuthRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const adminOf = (account: ConsoleAccount, shopName: string): ConsoleAdmin => ({
    email: account.email,
    name: account.name,
    role: account.role,
    shopName,
  });

  app.post(calls.consoleSignIn.path, async (c) => {
    const { email, password } = await readJson(c, consoleSignInRequest);
    const reseller = c.get('reseller');
    const outcome = await consoleSignIn(
      platform.db,
      reseller.id,
      email,
      password,
      clientAddress(c, platform.config.trustedProxies),
      platform.config.loginDelayMaxMs,
    );
    if ('refused' in outcome) {
      if (outcome.refused === 'credentials') throw new Problem(401, CONSOLE_BAD_CREDENTIALS, 'password');
      const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      return c.json({ status: 'false', message: throttledDescription(minutes) }, TOKEN_THROTTLED_STATUS);
    }
    return answer(c, consoleSignInAnswer, {
      status: 'true',
      token: outcome.token,
      expiresIn: CONSOLE_SESSION_SECONDS,
      admin: adminOf(outcome.account, reseller.shopName),
    });
  });

  app.get(calls.consoleMe.path, requireConsole(platform), (c) =>
    answer(c, consoleMeAnswer, { status: 'true', admin: adminOf(c.get('admin'), c.get('reseller').shopName) }),
  );

  app.post(calls.consoleSignOut.path, requireConsole(platform), async (c) => {
    await revokeConsoleSession(platform.db, c.get('consoleToken'));
    return answer(c, consoleSignOutAnswer, { status: 'true', message: CONSOLE_SIGNED_OUT });
  });
}
