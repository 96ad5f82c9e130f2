import type { Hono } from 'hono';
import { adminAnswer, adminOrderStatusRequest } from '../contract/admin';
import { calls } from '../contract/calls';
import type { PlatformContext } from '../services/platform-context';
import { setOrderStatus } from '../services/order-status';
import { requireAdmin } from './admin-auth';
import { answer, readJson, type AppEnv } from './context';

export function registerAdminOrdersRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.post(calls.adminOrderStatus.path, requireAdmin(platform), async (c) => {
    const body = await readJson(c, adminOrderStatusRequest);
    const message = await setOrderStatus(platform, c.get('reseller').id, body);
    return answer(c, adminAnswer, { status: 'true', message });
  });
}
