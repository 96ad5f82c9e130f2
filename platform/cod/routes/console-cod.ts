import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { calls } from '../../contract/calls';
import type { PlatformContext } from '../../shared/platform-context';
import { answer, readJson, type AppEnv } from '../../shared/http/context';
import { requireConsole } from '../../shared/http/require-console';
import { codSettingsAnswer, codSettingsSaveAnswer, consoleConfirmOrderAnswer, consoleConfirmOrderRequest } from '../contract/console-cod';
import { codSettingsOf, saveCodSettings } from '../cod-settings';
import { confirmByShop } from '../shop-confirmation';

/** The console's cash-on-delivery settings and the confirmation of an awaiting order, for the host's shop. */
export function registerConsoleCodRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const signedIn = requireConsole(platform);
  const shopId = (c: Context<AppEnv>) => c.get('reseller').id;

  app.get(calls.consoleCodSettings.path, signedIn, async (c) =>
    answer(c, codSettingsAnswer, { status: 'true', data: await codSettingsOf(platform, shopId(c)) }),
  );
  app.post(calls.consoleCodSettingsSave.path, signedIn, async (c) =>
    answer(c, codSettingsSaveAnswer, { status: 'true', ...(await saveCodSettings(platform, shopId(c), await readJson(c, z.unknown()))) }),
  );
  app.post(calls.consoleConfirmOrder.path, signedIn, async (c) => {
    const body = await readJson(c, consoleConfirmOrderRequest);
    return answer(c, consoleConfirmOrderAnswer, { status: 'true', message: await confirmByShop(platform, shopId(c), body.CoOrderID) });
  });
}
