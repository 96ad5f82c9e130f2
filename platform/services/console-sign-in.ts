import { and, eq, isNull, or } from 'drizzle-orm';
import { issueConsoleSession, type ConsoleAccount } from '../auth/console-sessions';
import { clearLoginThrottle, reserveLoginAttempt } from '../auth/login-throttle';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { adminAccounts } from '../db/schema/admins';

/** Console sign-ins are throttled like the shopper's, under their own names so neither can lock the other out. */
const THROTTLE_PREFIX = 'console:';
export const CONSOLE_SESSION_SECONDS = 12 * 60 * 60;

export type ConsoleSignIn =
  { token: string; account: ConsoleAccount } | { refused: 'credentials' } | { refused: 'throttled'; retryAfterSeconds: number };

/**
 * Signs a back-office account in on a shop's host: the shop's own owners and admins, or a platform operator (on any
 * shop's host). An account of another shop is refused exactly like a wrong password, so the answer does not say
 * which emails exist elsewhere.
 */
export async function consoleSignIn(db: Db, resellerId: number, email: string, password: string, clientKey: string): Promise<ConsoleSignIn> {
  const name = THROTTLE_PREFIX + email;
  const attempt = await reserveLoginAttempt(db, resellerId, name, clientKey);
  if (!attempt.allowed) return { refused: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
  const [account] = await db
    .select({
      id: adminAccounts.id,
      email: adminAccounts.email,
      name: adminAccounts.name,
      role: adminAccounts.role,
      resellerId: adminAccounts.resellerId,
      passwordHash: adminAccounts.passwordHash,
    })
    .from(adminAccounts)
    .where(and(eq(adminAccounts.email, email), or(eq(adminAccounts.resellerId, resellerId), isNull(adminAccounts.resellerId))))
    .orderBy(adminAccounts.resellerId)
    .limit(1);
  // An invited admin who has not set a password yet has an empty hash: no password matches it.
  const valid = account?.passwordHash ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
  if (!account || !valid) return { refused: 'credentials' };
  await clearLoginThrottle(db, resellerId, name, clientKey);
  const { passwordHash: _hash, ...rest } = account;
  return { token: await issueConsoleSession(db, account.id, resellerId, CONSOLE_SESSION_SECONDS), account: rest };
}
