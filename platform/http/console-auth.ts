import type { Hono, MiddlewareHandler } from 'hono';
import { consoleSessionFor, revokeConsoleSession } from '../auth/console-sessions';
import { throttledDescription, TOKEN_THROTTLED_STATUS } from '../contract/auth';
import { calls } from '../contract/calls';
import {
  CONSOLE_BAD_CREDENTIALS,
  CONSOLE_OPERATORS_ONLY,
  CONSOLE_OTHER_SHOP,
  CONSOLE_SIGN_IN_REQUIRED,
  CONSOLE_SIGNED_OUT,
  consoleMeAnswer,
  consoleSignInAnswer,
  consoleSignInRequest,
  consoleSignOutAnswer,
  type ConsoleAdmin,
} from '../contract/console-auth';
import type { ConsoleAccount } from '../auth/console-sessions';
import type { PlatformContext } from '../services/platform-context';
import { CONSOLE_SESSION_SECONDS, consoleSignIn } from '../services/console-sign-in';
import { Problem } from '../problem';
import { clientAddress } from './client-address';
import { answer, readJson, type AppEnv } from './context';

/**
 * Console calls need a console session opened on this host's shop (Authorization: Bearer <console token>): 401
 * without one (a shopper's token is not one), 403 for a session of another shop. `operatorsOnly` calls also need the
 * operator role. Sets `admin` and `consoleToken`; every query below is scoped by the host's reseller.
 */
export function requireConsole(platform: PlatformContext, options: { operatorsOnly?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const session = match?.[1] ? await consoleSessionFor(platform.db, match[1]) : null;
    if (!session || !match?.[1]) throw new Problem(401, CONSOLE_SIGN_IN_REQUIRED);
    const shopId = c.get('reseller').id;
    const belongsHere = session.resellerId === shopId && (session.account.role === 'operator' || session.account.resellerId === shopId);
    if (!belongsHere) throw new Problem(403, CONSOLE_OTHER_SHOP);
    if (options.operatorsOnly && session.account.role !== 'operator') throw new Problem(403, CONSOLE_OPERATORS_ONLY);
    c.set('admin', session.account);
    c.set('consoleToken', match[1]);
    await next();
  };
}

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
