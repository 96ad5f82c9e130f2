import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { resellerHosts } from '../../shops/tables';

/** The host names a shop answers on, in alphabetical order. */
export async function hostsOfShop(db: Queryable, shopId: number): Promise<string[]> {
  const rows = await db.select({ host: resellerHosts.host }).from(resellerHosts).where(eq(resellerHosts.shopId, shopId)).orderBy(resellerHosts.host);
  return rows.map((row) => row.host);
}
