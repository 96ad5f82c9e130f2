import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { accessTokens, customers } from '../../customers/tables';
import { hashSecret, newSecret } from './secrets';

export type Customer = typeof customers.$inferSelect;

/** Issues an opaque bearer token; only its hash is stored. */
export async function issueToken(db: Queryable, shopId: number, customerId: number, ttlSeconds: number): Promise<string> {
  const token = newSecret();
  await db.insert(accessTokens).values({
    tokenHash: hashSecret(token),
    shopId,
    customerId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** The customer a token belongs to, if it is unexpired, unrevoked and issued by this reseller. */
export async function customerForToken(db: Queryable, shopId: number, token: string): Promise<Customer | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({ customer: customers })
    .from(accessTokens)
    .innerJoin(customers, eq(customers.id, accessTokens.customerId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashSecret(token)),
        eq(accessTokens.shopId, shopId),
        eq(customers.shopId, shopId),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0]?.customer ?? null;
}

/** Revokes one token of a customer (sign-out); from then on it answers 401 like an unknown one. */
export async function revokeToken(db: Queryable, shopId: number, customerId: number, token: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.tokenHash, hashSecret(token)),
        eq(accessTokens.shopId, shopId),
        eq(accessTokens.customerId, customerId),
        isNull(accessTokens.revokedAt),
      ),
    );
}

/** Revokes every live token of a customer, except `keep` (the one making the call) when given. */
export async function revokeCustomerTokens(db: Queryable, shopId: number, customerId: number, keep?: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.shopId, shopId),
        eq(accessTokens.customerId, customerId),
        isNull(accessTokens.revokedAt),
        keep ? ne(accessTokens.tokenHash, hashSecret(keep)) : undefined,
      ),
    );
}
