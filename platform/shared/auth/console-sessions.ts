import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { adminAccounts, adminSessions } from '../../shops/account-tables';
import { hashSecret, newSecret } from './secrets';

export type ConsoleAccount = Pick<typeof adminAccounts.$inferSelect, 'id' | 'email' | 'name' | 'role' | 'shopId'>;

/** A console session token for an admin, bound to the shop whose host it was opened on; only its hash is stored. */
export async function issueConsoleSession(db: Queryable, adminId: number, shopId: number, ttlSeconds: number): Promise<string> {
  const token = newSecret();
  await db.insert(adminSessions).values({ tokenHash: hashSecret(token), adminId, shopId, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  return token;
}

/** The account and the shop a live (unexpired, unrevoked) console token belongs to, or null. */
export async function consoleSessionFor(db: Queryable, token: string): Promise<{ account: ConsoleAccount; shopId: number } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      id: adminAccounts.id,
      email: adminAccounts.email,
      name: adminAccounts.name,
      role: adminAccounts.role,
      accountReseller: adminAccounts.shopId,
      sessionReseller: adminSessions.shopId,
    })
    .from(adminSessions)
    .innerJoin(adminAccounts, eq(adminAccounts.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, hashSecret(token)), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  return {
    account: { id: row.id, email: row.email, name: row.name, role: row.role, shopId: row.accountReseller },
    shopId: row.sessionReseller,
  };
}

export async function revokeConsoleSession(db: Queryable, token: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminSessions.tokenHash, hashSecret(token)), isNull(adminSessions.revokedAt)));
}

/**
 * Ends every session of an account (removed from the shop, or its password set anew), except `keepToken`'s: the
 * session that changed the password stays signed in.
 */
export async function revokeAccountSessions(db: Queryable, adminId: number, keepToken?: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        keepToken ? ne(adminSessions.tokenHash, hashSecret(keepToken)) : undefined,
      ),
    );
}
