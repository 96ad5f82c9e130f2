import type { Hono } from 'hono';
import { calls } from '../contract/calls';
import { consoleDashboardAnswer } from '../contract/console-dashboard';
import { consoleDashboard } from '../services/console-dashboard';
import type { PlatformContext } from '../services/platform-context';
import { requireConsole } from './console-auth';
import { answer, type AppEnv } from './context';

/** The console's dashboard: the host's shop's orders, revenue, shipping queue and low stock. */
export function registerConsoleDashboardRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.get(calls.consoleDashboard.path, requireConsole(platform), async (c) => {
    const reseller = c.get('reseller');
    // The threshold is read fresh: the host directory caches the reseller for a few seconds.
    const shop = (await platform.resellers.byId(reseller.id)) ?? reseller;
    return answer(c, consoleDashboardAnswer, { status: 'true', ...(await consoleDashboard(platform.db, shop)) });
  });
}
