import type { Hono } from 'hono';
import { calls } from '../../contract/calls';
import type { PlatformContext } from '../../shared/platform-context';
import { answer, bearer, readJson, type AppContext, type AppEnv } from '../../shared/http/context';
import { clientAddress } from '../../shared/http/client-address';
import { Problem } from '../../shared/problem';
import { confirmOrderCodeAnswer, confirmOrderCodeRequest, devOutboxAnswer, sendOrderCodeAnswer, sendOrderCodeRequest } from '../contract/order-codes';
import { confirmOrderCode, sendOrderCode } from '../order-codes';
import { devOutboxFor } from '../dev-outbox';

/** The shopper's code calls, and the development outbox of a demo platform without an SMS provider. */
export function registerOrderCodeRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const auth = bearer(platform);
  const caller = (c: AppContext) => ({
    shopId: c.get('reseller').id,
    shopName: c.get('reseller').shopName,
    shopNameHi: c.get('reseller').shopNameHi,
    customerId: c.get('customer').id,
    clientKey: clientAddress(c, platform.config.trustedProxies),
  });

  app.post(calls.sendOrderCode.path, auth, async (c) => {
    const body = await readJson(c, sendOrderCodeRequest);
    return answer(c, sendOrderCodeAnswer, {
      status: 'true',
      ...(await sendOrderCode(platform, caller(c), body.CoOrderID, new Date(), body.language)),
    });
  });

  app.post(calls.confirmOrderCode.path, auth, async (c) => {
    const body = await readJson(c, confirmOrderCodeRequest);
    return answer(c, confirmOrderCodeAnswer, { status: 'true', ...(await confirmOrderCode(platform, caller(c), body.CoOrderID, body.code)) });
  });

  app.get(calls.devOutbox.path, async (c) => {
    // Only a demo platform without an SMS provider has an outbox; elsewhere the call does not exist.
    if (platform.sms?.kind !== 'dev-outbox') throw new Problem(404, `There is no call GET ${c.req.path}.`);
    return answer(c, devOutboxAnswer, { status: 'true', data: await devOutboxFor(platform.db, c.get('reseller').id) });
  });
}
