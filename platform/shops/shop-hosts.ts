import { and, eq, inArray } from 'drizzle-orm';
import { shopTag } from '../shared/contract/cache-tags';
import { hostsRequest, shopHost } from './contract/shops';
import type { Queryable } from '../shared/db/database';
import { resellerHosts, resellers } from './tables';
import { findShop } from '../shared/tenancy/find-shop';
import { parseRequest } from '../shared/parse-request';
import { Problem } from '../shared/problem';
import type { Deps } from '../shared/platform-context';
import { isUniqueViolation } from '../shared/unique-violation';
import { hostsOfShop } from '../shared/tenancy/hosts-of-shop';

/** Who already has some of these hosts: host → the shop's id, name and code. */
export async function hostOwners(db: Queryable, hosts: readonly string[]) {
  if (!hosts.length) return new Map<string, { id: number; name: string; code: string }>();
  const rows = await db
    .select({ host: resellerHosts.host, id: resellers.id, name: resellers.shopName, code: resellers.code })
    .from(resellerHosts)
    .innerJoin(resellers, eq(resellers.id, resellerHosts.shopId))
    .where(inArray(resellerHosts.host, [...hosts]));
  return new Map(rows.map(({ host, ...shop }) => [host, shop]));
}

/** Refuses (409) the first host that belongs to a shop other than `shopId`. */
export async function refuseHostsOfOtherShops(db: Queryable, hosts: readonly string[], shopId?: number): Promise<void> {
  const owners = await hostOwners(db, hosts);
  for (const host of hosts) {
    const owner = owners.get(host);
    if (owner && owner.id !== shopId) {
      throw new Problem(
        409,
        `The host ${host} already belongs to the shop ${owner.name} (${owner.code}); a host can belong to one shop only.`,
        'hosts',
      );
    }
  }
}

/** Maps more host names to a shop; hosts it already has are left as they are. Answers the hosts that are new. */
export async function addShopHosts(deps: Deps, shopRef: string, input: unknown): Promise<{ shop: string; added: string[] }> {
  const hosts = parseRequest(hostsRequest, input);
  const shop = await findShop(deps.db, shopRef);
  let added: string[];
  try {
    added = await deps.db.transaction(async (tx) => {
      await refuseHostsOfOtherShops(tx, hosts, shop.id);
      const owned = new Set(await hostsOfShop(tx, shop.id));
      const fresh = hosts.filter((host) => !owned.has(host));
      if (fresh.length) await tx.insert(resellerHosts).values(fresh.map((host) => ({ host, shopId: shop.id })));
      return fresh;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reseller_hosts_pkey')) await refuseHostsOfOtherShops(deps.db, hosts, shop.id);
    throw error;
  }
  if (added.length) await deps.changes.publish({ tags: added.map(shopTag) });
  return { shop: shop.shopName, added };
}

/** Unmaps a host name from its shop; a shop's last host is kept (without one the shop cannot be reached). */
export async function removeShopHost(deps: Deps, input: unknown): Promise<{ shop: string; host: string }> {
  const host = parseRequest(shopHost, input);
  const shop = await deps.db.transaction(async (tx) => {
    const owner = (await hostOwners(tx, [host])).get(host);
    if (!owner) throw new Problem(404, `No shop answers on ${host}.`, 'host');
    // Locks the shop, so two removals cannot each leave the other's host as the last one and then remove it.
    await tx.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, owner.id)).for('update');
    const hosts = await hostsOfShop(tx, owner.id);
    if (hosts.length <= 1) {
      throw new Problem(
        409,
        `${host} is the only host of the shop ${owner.name} (${owner.code}); add its new host first, then remove this one.`,
        'host',
      );
    }
    await tx.delete(resellerHosts).where(and(eq(resellerHosts.shopId, owner.id), eq(resellerHosts.host, host)));
    return owner;
  });
  await deps.changes.publish({ tags: [shopTag(host)] });
  return { shop: shop.name, host };
}
