import type { Hono } from 'hono';
import { calls } from '../../contract/calls';
import { checkPincodeAnswer, checkPincodeRequest } from '../contract/check-pincode';
import { deliverySettingsAnswer, deliverySettingsSaveAnswer } from '../contract/delivery-settings';
import type { PlatformContext } from '../../shared/platform-context';
import { answer, readJson, type AppEnv } from '../../shared/http/context';
import { requireConsole } from '../../shared/http/require-console';
import { z } from 'zod';
import { checkPincode } from '../check-pincode';
import { deliverySettingsOf, saveDeliverySettings } from '../shop-delivery';

/** Check_Pincode (anyone) and the console's delivery settings (the shop's owners and admins). */
export function registerDeliveryRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.post(calls.checkPincode.path, async (c) => {
    const request = await readJson(c, checkPincodeRequest);
    return answer(c, checkPincodeAnswer, { status: 'true', data: await checkPincode(platform.db, c.get('reseller'), request, new Date()) });
  });

  const signedIn = requireConsole(platform);
  app.get(calls.consoleDeliverySettings.path, signedIn, (c) =>
    answer(c, deliverySettingsAnswer, { status: 'true', data: deliverySettingsOf(c.get('reseller')) }),
  );
  app.post(calls.consoleDeliverySettingsSave.path, signedIn, async (c) =>
    answer(c, deliverySettingsSaveAnswer, {
      status: 'true',
      ...(await saveDeliverySettings(platform, c.get('reseller').id, await readJson(c, z.unknown()))),
    }),
  );
}
