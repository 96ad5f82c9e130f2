import type { Hono } from 'hono';
import { productsByIdsAnswer, productsByIdsRequest } from '../contract/product-lookup';
import type { PlatformContext } from '../services/platform-context';
import { cardsByIds } from '../services/product-wire';
import { answer, readJson, type AppEnv } from './context';
import { shopOf } from './shopper';

/** Extension: product cards by id, for carts and wishlists kept by id in a guest's cookies. */
export function registerProductLookupRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.post('/api/GetProductsByIds', async (c) => {
    const request = await readJson(c, productsByIdsRequest);
    const ids = [...new Set(request.ids)];
    return answer(c, productsByIdsAnswer, await cardsByIds(platform.db, ids, shopOf(c)));
  });
}
