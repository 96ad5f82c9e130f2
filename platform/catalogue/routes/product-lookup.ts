import type { Hono } from 'hono';
import { productsByIdsAnswer, productsByIdsRequest } from '../contract/product-lookup';
import type { PlatformContext } from '../../shared/platform-context';
import { cardsByIds } from '../product-wire';
import { answer, readJson, type AppEnv } from '../../shared/http/context';
import { shopOf } from '../../cart';

/** Extension: product cards by id, for carts and wishlists kept by id in a guest's cookies. */
export function registerProductLookupRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.post('/api/GetProductsByIds', async (c) => {
    const request = await readJson(c, productsByIdsRequest);
    const ids = [...new Set(request.ids)];
    return answer(c, productsByIdsAnswer, await cardsByIds(platform.db, ids, shopOf(c)));
  });
}
