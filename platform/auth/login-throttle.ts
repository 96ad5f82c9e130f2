import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/database';
import { loginThrottles } from '../db/schema/customers';

/** Failed sign-ins allowed per typed user name within the window before it is locked. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 15;

/** The throttle key of a typed user name: the same for 'Priya@Example.com ' and 'priya@example.com'. */
export function throttleKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Counts a sign-in attempt against the typed name before its password is checked, in one atomic upsert, so that
 * concurrent guesses cannot slip past the limit: at most MAX_LOGIN_FAILURES passwords are ever checked per window.
 * Answers false while the name is locked (the attempt is then refused without checking anything). The attempt
 * that reaches the limit sets the lock; if its password turns out right, `clearLoginThrottle` lifts it again.
 * A window or a lock that has run out starts afresh.
 */
export async function reserveLoginAttempt(db: Queryable, resellerId: number, username: string): Promise<boolean> {
  const window = sql.raw(`interval '${LOGIN_WINDOW_MINUTES} minutes'`);
  const lock = sql.raw(`interval '${LOGIN_LOCK_MINUTES} minutes'`);
  const stale = sql`(login_throttles.locked_until is not null and login_throttles.locked_until <= now())
    or (login_throttles.locked_until is null and login_throttles.window_started_at <= now() - ${window})`;
  const locked = sql`(login_throttles.locked_until is not null and login_throttles.locked_until > now())`;
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`insert into login_throttles (reseller_id, username_key, client_key, failures, window_started_at, locked_until)
        values (${resellerId}, ${throttleKey(username)}, '*', 1, now(), null)
        on conflict (reseller_id, username_key, client_key) do update set
          failures = case when ${stale} then 1 else least(login_throttles.failures + 1, ${MAX_LOGIN_FAILURES + 1}) end,
          window_started_at = case when ${stale} then now() else login_throttles.window_started_at end,
          locked_until = case
            when ${stale} then null
            when ${locked} then login_throttles.locked_until
            when login_throttles.failures + 1 >= ${MAX_LOGIN_FAILURES} then now() + ${lock}
            else null end
        returning failures`,
  );
  // Attempts made while locked push the count past the limit, which is what refuses them.
  return (rows[0]?.failures ?? Infinity) <= MAX_LOGIN_FAILURES;
}

/** Forgets the failures of a typed name (after a successful sign-in or a password reset). */
export async function clearLoginThrottle(db: Queryable, resellerId: number, username: string): Promise<void> {
  await db.delete(loginThrottles).where(and(eq(loginThrottles.resellerId, resellerId), eq(loginThrottles.usernameKey, throttleKey(username))));
}
