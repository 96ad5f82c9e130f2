import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/database';
import { loginThrottles } from '../db/schema/customers';

/**
 * Failed sign-ins allowed per typed user name from one client address within the window; the attempt after them is
 * refused until the lock has passed. Only that address is locked: the shopper can still sign in from another, so
 * guessing at someone's name cannot lock them out.
 */
export const MAX_LOGIN_FAILURES = 5;
/**
 * The per-name backstop over every address together (client_key '*'): a guesser spread over many addresses checks
 * at most this many passwords per window before the name is locked everywhere.
 */
export const MAX_LOGIN_FAILURES_PER_NAME = 50;
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 15;

/** The client_key of the per-name backstop row. */
export const ANY_CLIENT = '*';

/** The throttle key of a typed user name: the same for 'Priya@Example.com ' and 'priya@example.com'. */
export function throttleKey(username: string): string {
  return username.trim().toLowerCase();
}

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a sign-in attempt against the typed name from `clientKey` (see `clientAddress` in http/client-address.ts),
 * then against the name from anywhere, before any password is checked. Answers whether the password may be checked;
 * a refused attempt says how long the lock that refused it lasts. An attempt refused for its address is not counted
 * against the backstop, so hammering from one address cannot lock the name for everyone else.
 */
export async function reserveLoginAttempt(db: Queryable, resellerId: number, username: string, clientKey: string): Promise<LoginAttempt> {
  const name = throttleKey(username);
  const perClient = await countAttempt(db, resellerId, name, clientKey, MAX_LOGIN_FAILURES);
  if (!perClient.allowed) return perClient;
  return countAttempt(db, resellerId, name, ANY_CLIENT, MAX_LOGIN_FAILURES_PER_NAME);
}

/**
 * One atomic upsert of a throttle row, so that concurrent guesses cannot slip past the limit: at most `limit`
 * passwords are ever checked per window. The attempt that reaches the limit sets the lock; if its password turns out
 * right, `clearLoginThrottle` lifts it again. Attempts made while locked push the count past the limit, which is what
 * refuses them. A window or a lock that has run out starts afresh.
 */
async function countAttempt(db: Queryable, resellerId: number, name: string, clientKey: string, limit: number): Promise<LoginAttempt> {
  const window = sql.raw(`interval '${LOGIN_WINDOW_MINUTES} minutes'`);
  const lock = sql.raw(`interval '${LOGIN_LOCK_MINUTES} minutes'`);
  const stale = sql`(login_throttles.locked_until is not null and login_throttles.locked_until <= now())
    or (login_throttles.locked_until is null and login_throttles.window_started_at <= now() - ${window})`;
  const locked = sql`(login_throttles.locked_until is not null and login_throttles.locked_until > now())`;
  const rows = await queryRows<{ failures: number; wait_seconds: number | null }>(
    db,
    sql`insert into login_throttles (reseller_id, username_key, client_key, failures, window_started_at, locked_until)
        values (${resellerId}, ${name}, ${clientKey}, 1, now(), null)
        on conflict (reseller_id, username_key, client_key) do update set
          failures = case when ${stale} then 1 else least(login_throttles.failures + 1, ${limit + 1}) end,
          window_started_at = case when ${stale} then now() else login_throttles.window_started_at end,
          locked_until = case
            when ${stale} then null
            when ${locked} then login_throttles.locked_until
            when login_throttles.failures + 1 >= ${limit} then now() + ${lock}
            else null end
        returning failures, ceil(extract(epoch from (locked_until - now())))::int as wait_seconds`,
  );
  const row = rows[0];
  if (row && row.failures <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row?.wait_seconds ?? LOGIN_LOCK_MINUTES * 60)) };
}

/**
 * Forgets the failures of a typed name: from one client address and the backstop (a successful sign-in from there),
 * or from everywhere when no address is given (a password reset).
 */
export async function clearLoginThrottle(db: Queryable, resellerId: number, username: string, clientKey?: string): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(
      and(
        eq(loginThrottles.resellerId, resellerId),
        eq(loginThrottles.usernameKey, throttleKey(username)),
        clientKey === undefined ? undefined : inArray(loginThrottles.clientKey, [clientKey, ANY_CLIENT]),
      ),
    );
}
