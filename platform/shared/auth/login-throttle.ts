import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/database';
import { loginThrottles } from '../../customers/tables';

/**
 * Failed sign-ins allowed per typed user name from one client address within the window; the attempt after them is
 * refused until the lock has passed. Only that address is locked: the shopper can still sign in from another, so
 * guessing at someone's name cannot lock them out.
 */
export const MAX_LOGIN_FAILURES = 5;
/**
 * Over every address together (client_key '*') a name is never locked, so that a stranger with many addresses cannot
 * lock its owner out. Instead, once a name has had this many wrong passwords within the window, each further wrong
 * password is answered after a wait that doubles from LOGIN_DELAY_FIRST_MS up to a bound (`delayMaxMs`, 4 s on a real
 * platform): a right password is answered at once, from any address that is not locked itself.
 */
export const FREE_FAILURES_PER_NAME = 10;
export const LOGIN_DELAY_FIRST_MS = 250;
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
 * Counts a sign-in attempt against the typed name from `clientKey` (see `clientAddress` in shared/http/client-address.ts)
 * before any password is checked. Answers whether the password may be checked; a refused attempt says how long the
 * lock that refused it lasts.
 */
export async function reserveLoginAttempt(db: Queryable, shopId: number, username: string, clientKey: string): Promise<LoginAttempt> {
  return countAttempt(db, shopId, throttleKey(username), clientKey, MAX_LOGIN_FAILURES);
}

/**
 * How many seconds the typed name stays locked for `clientKey`, without counting anything: 0 when it is not locked.
 * For checks that count only failures (a wrong admin key), so that many right ones at once are never refused.
 */
export async function lockedSeconds(db: Queryable, shopId: number, username: string, clientKey: string): Promise<number> {
  const rows = await queryRows<{ wait_seconds: number | null }>(
    db,
    sql`select ceil(extract(epoch from (locked_until - now())))::int as wait_seconds from login_throttles
        where reseller_id = ${shopId} and username_key = ${throttleKey(username)} and client_key = ${clientKey}
          and locked_until > now()`,
  );
  return Math.max(0, Number(rows[0]?.wait_seconds ?? 0));
}

/** The wait before a wrong password is answered, for a name's `failures` from every address in the window. */
export function failureDelayMs(failures: number, delayMaxMs: number): number {
  if (failures <= FREE_FAILURES_PER_NAME) return 0;
  return Math.min(delayMaxMs, LOGIN_DELAY_FIRST_MS * 2 ** Math.min(failures - FREE_FAILURES_PER_NAME - 1, 30));
}

/**
 * Counts a wrong password against the name from every address (the '*' row, one atomic upsert; a window that has run
 * out starts afresh), then waits as `failureDelayMs` says before the caller answers. Answers the wait it made.
 */
export async function slowDownFailure(db: Queryable, shopId: number, username: string, delayMaxMs: number): Promise<number> {
  const window = sql.raw(`interval '${LOGIN_WINDOW_MINUTES} minutes'`);
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`insert into login_throttles (reseller_id, username_key, client_key, failures, window_started_at, locked_until)
        values (${shopId}, ${throttleKey(username)}, ${ANY_CLIENT}, 1, now(), null)
        on conflict (reseller_id, username_key, client_key) do update set
          failures = case when login_throttles.window_started_at <= now() - ${window} then 1 else login_throttles.failures + 1 end,
          window_started_at = case when login_throttles.window_started_at <= now() - ${window} then now() else login_throttles.window_started_at end,
          locked_until = null
        returning failures`,
  );
  const wait = failureDelayMs(Number(rows[0]?.failures ?? 0), delayMaxMs);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return wait;
}

/**
 * One atomic upsert of a throttle row, so that concurrent guesses cannot slip past the limit: at most `limit`
 * passwords are ever checked per window. The attempt that reaches the limit sets the lock; if its password turns out
 * right, `clearLoginThrottle` lifts it again. Attempts made while locked push the count past the limit, which is what
 * refuses them. A window or a lock that has run out starts afresh.
 */
async function countAttempt(db: Queryable, shopId: number, name: string, clientKey: string, limit: number): Promise<LoginAttempt> {
  const window = sql.raw(`interval '${LOGIN_WINDOW_MINUTES} minutes'`);
  const lock = sql.raw(`interval '${LOGIN_LOCK_MINUTES} minutes'`);
  const stale = sql`(login_throttles.locked_until is not null and login_throttles.locked_until <= now())
    or (login_throttles.locked_until is null and login_throttles.window_started_at <= now() - ${window})`;
  const locked = sql`(login_throttles.locked_until is not null and login_throttles.locked_until > now())`;
  const rows = await queryRows<{ failures: number; wait_seconds: number | null }>(
    db,
    sql`insert into login_throttles (reseller_id, username_key, client_key, failures, window_started_at, locked_until)
        values (${shopId}, ${name}, ${clientKey}, 1, now(), null)
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
 * Forgets the failures of a typed name: from one client address (a successful sign-in from there: the count over every
 * address stays, so a guesser elsewhere stays slowed), or from everywhere when no address is given (a password reset).
 */
export async function clearLoginThrottle(db: Queryable, shopId: number, username: string, clientKey?: string): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(
      and(
        eq(loginThrottles.shopId, shopId),
        eq(loginThrottles.usernameKey, throttleKey(username)),
        clientKey === undefined ? undefined : eq(loginThrottles.clientKey, clientKey),
      ),
    );
}
