import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { issueConsoleSession, type ConsoleAccount } from '../shared/auth/console-sessions';
import { clearLoginThrottle, reserveLoginAttempt, slowDownFailure } from '../shared/auth/login-throttle';
import { verifyAgainstDummy, verifyPassword } from '../shared/auth/passwords';
import type { Db } from '../shared/db/database';
import { adminAccounts } from './account-tables';
import { CONSOLE_THROTTLE_PREFIX } from './admin-accounts';

export const CONSOLE_SESSION_SECONDS = 12 * 60 * 60;

export type ConsoleSignIn =
  { token: string; account: ConsoleAccount } | { refused: 'credentials' } | { refused: 'throttled'; retryAfterSeconds: number };

/**
 * Signs a back-office account in on a shop's host: the shop's own owners and admins, or a platform operator (on any
 * shop's host). An account of another shop is refused exactly like a wrong password, so the answer does not say
 * which emails exist elsewhere. An operator's email cannot be invited to a shop (console-team.ts), but where data from
 * before that rule holds both, the operator's account is tried first and the shop's only when the password is not
 * the operator's: a shop account never hides an operator's.
 */
export async function consoleSignIn(
  db: Db,
  shopId: number,
  email: string,
  password: string,
  clientKey: string,
  delayMaxMs: number,
): Promise<ConsoleSignIn> {
  const name = CONSOLE_THROTTLE_PREFIX + email;
  const attempt = await reserveLoginAttempt(db, shopId, name, clientKey);
  if (!attempt.allowed) return { refused: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
  const candidates = await db
    .select({
      id: adminAccounts.id,
      email: adminAccounts.email,
      name: adminAccounts.name,
      role: adminAccounts.role,
      shopId: adminAccounts.shopId,
      passwordHash: adminAccounts.passwordHash,
    })
    .from(adminAccounts)
    .where(and(eq(adminAccounts.email, email), or(eq(adminAccounts.shopId, shopId), isNull(adminAccounts.shopId))))
    .orderBy(sql`${adminAccounts.shopId} asc nulls first`)
    .limit(2);
  const account = await firstMatching(candidates, password);
  if (!account) {
    await slowDownFailure(db, shopId, name, delayMaxMs);
    return { refused: 'credentials' };
  }
  await clearLoginThrottle(db, shopId, name, clientKey);
  const { passwordHash: _hash, ...rest } = account;
  return { token: await issueConsoleSession(db, account.id, shopId, CONSOLE_SESSION_SECONDS), account: rest };
}

/**
 * The first account, in order, whose password this is. An invited admin who has not set a password yet has an empty
 * hash: no password matches it. With no account at all the time of a real check is spent.
 */
async function firstMatching<T extends { passwordHash: string }>(accounts: T[], password: string): Promise<T | undefined> {
  if (accounts.length === 0) await verifyAgainstDummy(password);
  for (const account of accounts) {
    if (!account.passwordHash) continue;
    if (await verifyPassword(account.passwordHash, password)) return account;
  }
  return undefined;
}
