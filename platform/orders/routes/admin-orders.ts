import type { Hono } from 'hono';
import { adminAnswer, adminOrderStatusRequest } from '../../catalogue/contract/admin';
import { calls } from '../../contract/calls';
import type { PlatformContext } from '../../shared/platform-context';
import { setOrderStatus } from '../status';
import { requireAdmin } from '../../shared/http/admin-auth';
import { answer, readJson, type AppEnv } from '../../shared/http/context';

export function registerAdminOrdersRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.post(calls.adminOrderStatus.path, requireAdmin(platform), async (c) => {
    const body = await readJson(c, adminOrderStatusRequest);
    const message = await setOrderStatus(platform, c.get('reseller').id, body);
    return answer(c, adminAnswer, { status: 'true', message });
  });
}
