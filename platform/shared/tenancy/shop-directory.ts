import { eq } from 'drizzle-orm';
import { normaliseHost } from '../contract/host';
import type { Db } from '../db/database';
import { resellerHosts, resellers } from '../../shops/tables';
import type { ShopDirectory } from '../platform-context';
import type { Shop } from './shop-row';
import { hostsOfShop } from './hosts-of-shop';

const CACHE_MS = 5_000;

/**
 * Resolves the shop a host belongs to. Answers are cached for a few seconds because every call does this;
 * `forget()` drops the cache when branding changes.
 */
export function createShopDirectory(db: Db): ShopDirectory {
  const cache = new Map<string, { reseller: Shop | null; until: number }>();

  async function byHost(host: string): Promise<Shop | null> {
    const key = normaliseHost(host);
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.reseller;
    const rows = await db
      .select({ reseller: resellers })
      .from(resellerHosts)
      .innerJoin(resellers, eq(resellers.id, resellerHosts.shopId))
      .where(eq(resellerHosts.host, key))
      .limit(1);
    const reseller = rows[0]?.reseller ?? null;
    if (cache.size > 1000) cache.clear();
    cache.set(key, { reseller, until: Date.now() + CACHE_MS });
    return reseller;
  }

  async function byId(id: number): Promise<Shop | null> {
    const rows = await db.select().from(resellers).where(eq(resellers.id, id)).limit(1);
    return rows[0] ?? null;
  }

  return { byHost, byId, hostsOf: (shopId) => hostsOfShop(db, shopId), forget: () => cache.clear() };
}
