import type { Hono } from 'hono';
import { CATALOGUE_TAG, productTag, shopTag } from '../../shared/contract/cache-tags';
import { adminAnswer, adminBrandingRequest, adminProductRequest } from '../contract/admin';
import { calls } from '../../contract/calls';
import type { PlatformContext } from '../../shared/platform-context';
import { updateBranding } from '../../shops';
import { updateProduct } from '../admin';
import { requireAdmin } from '../../shared/http/admin-auth';
import { answer, readJson, type AppEnv } from '../../shared/http/context';

/** Back-office changes to the catalogue and to a reseller's branding; each announces the cache tags it affects. */
export function registerAdminRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const admin = requireAdmin(platform);

  app.post(calls.adminProduct.path, admin, async (c) => {
    const change = await readJson(c, adminProductRequest);
    await updateProduct(platform.db, change);
    await platform.changes.publish({ tags: [CATALOGUE_TAG, productTag(change.ASIN)] });
    return answer(c, adminAnswer, { status: 'true', message: 'Product updated.' });
  });

  app.post(calls.adminBranding.path, admin, async (c) => {
    const change = await readJson(c, adminBrandingRequest);
    const reseller = c.get('reseller');
    const changed = await updateBranding(platform.db, reseller.id, change);
    if (!changed) return answer(c, adminAnswer, { status: 'true', message: 'Nothing to change.' });
    platform.resellers.forget();
    const hosts = await platform.resellers.hostsOf(reseller.id);
    await platform.changes.publish({ tags: hosts.map(shopTag) });
    return answer(c, adminAnswer, { status: 'true', message: 'Branding updated.' });
  });
}
