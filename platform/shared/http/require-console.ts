import type { MiddlewareHandler } from 'hono';
import { consoleSessionFor } from '../auth/console-sessions';
import { CONSOLE_OPERATORS_ONLY, CONSOLE_OTHER_SHOP, CONSOLE_SIGN_IN_REQUIRED } from '../../shops/contract/console-auth';
import type { PlatformContext } from '../platform-context';
import { Problem } from '../problem';
import type { AppEnv } from './context';

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
    const belongsHere = session.shopId === shopId && (session.account.role === 'operator' || session.account.shopId === shopId);
    if (!belongsHere) throw new Problem(403, CONSOLE_OTHER_SHOP);
    if (options.operatorsOnly && session.account.role !== 'operator') throw new Problem(403, CONSOLE_OPERATORS_ONLY);
    c.set('admin', session.account);
    c.set('consoleToken', match[1]);
    await next();
  };
}
