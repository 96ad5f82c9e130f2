import type { Hono } from 'hono';
import { calls } from '../../contract/calls';
import { consoleDashboardAnswer, lowStockThresholdAnswer, lowStockThresholdRequest } from '../contract/console-dashboard';
import { consoleDashboard, setLowStockThreshold } from '../console-dashboard';
import type { PlatformContext } from '../../shared/platform-context';
import { answer, readJson, type AppEnv } from '../../shared/http/context';
import { requireConsole } from '../../shared/http/require-console';

/** The console's dashboard: the host's shop's orders, revenue, shipping queue and low stock. */
export function registerConsoleDashboardRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.get(calls.consoleDashboard.path, requireConsole(platform), async (c) => {
    const reseller = c.get('reseller');
    // The threshold is read fresh: the host directory caches the reseller for a few seconds.
    const shop = (await platform.resellers.byId(reseller.id)) ?? reseller;
    return answer(c, consoleDashboardAnswer, { status: 'true', ...(await consoleDashboard(platform.db, shop)) });
  });

  app.post(calls.consoleLowStockThreshold.path, requireConsole(platform), async (c) => {
    const { threshold } = await readJson(c, lowStockThresholdRequest);
    await setLowStockThreshold(platform.db, c.get('reseller').id, threshold);
    const message = `Low stock is now ${threshold} or fewer units of a size.`;
    return answer(c, lowStockThresholdAnswer, { status: 'true', message, lowStockThreshold: threshold });
  });
}
