import type { Hono } from 'hono';
import { adminAnswer, adminOrderStatusRequest } from '../../catalogue/contract/admin';
import { calls } from '../../contract/calls';
import type { PlatformContext } from '../../shared/platform-context';
import { setOrderStatus } from '../status';
import { expireUnconfirmed } from '../confirmation-expiry';
import { expireUnconfirmedAnswer, expireUnconfirmedRequest } from '../../cod/contract/admin-expiry';
import { ordersCancelledMessage } from '../../cod/contract/cod-messages';
import { requireAdmin } from '../../shared/http/admin-auth';
import { answer, readJson, type AppEnv } from '../../shared/http/context';

export function registerAdminOrdersRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.post(calls.adminOrderStatus.path, requireAdmin(platform), async (c) => {
    const body = await readJson(c, adminOrderStatusRequest);
    const message = await setOrderStatus(platform, c.get('reseller').id, body);
    return answer(c, adminAnswer, { status: 'true', message });
  });

  // A clock tests can move: the expiry sweep as if it were as_of, for the host's shop (or one of its orders).
  app.post(calls.adminExpireUnconfirmed.path, requireAdmin(platform), async (c) => {
    const body = await readJson(c, expireUnconfirmedRequest);
    const cancelled = await expireUnconfirmed(platform, new Date(body.as_of), { shopId: c.get('reseller').id, number: body.CoOrderID });
    return answer(c, expireUnconfirmedAnswer, { status: 'true', message: ordersCancelledMessage(cancelled.length), data: { cancelled } });
  });
}
