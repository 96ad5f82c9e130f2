import { eq } from 'drizzle-orm';
import { normaliseShopHost } from '../contract/host';
import type { Queryable } from '../db/database';
import { resellerHosts, resellers } from '../../shops/tables';
import { Problem } from '../problem';
import type { Shop } from './shop-row';

/** A shop by its code ('meri-dukaan') or one of its host names ('Shop.Example.in:443'); 404 when there is none. */
export async function findShop(db: Queryable, ref: string): Promise<Shop> {
  const code = ref.trim().toLowerCase();
  const [byCode] = await db.select().from(resellers).where(eq(resellers.code, code)).limit(1);
  if (byCode) return byCode;
  const host = normaliseShopHost(ref);
  if (host) {
    const [byHost] = await db
      .select({ reseller: resellers })
      .from(resellerHosts)
      .innerJoin(resellers, eq(resellers.id, resellerHosts.shopId))
      .where(eq(resellerHosts.host, host))
      .limit(1);
    if (byHost) return byHost.reseller;
  }
  throw new Problem(404, `No shop has the code or host "${ref}".`, 'shop');
}
