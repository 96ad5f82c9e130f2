import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { clearLoginThrottle, reserveLoginAttempt, slowDownFailure } from '../shared/auth/login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../shared/auth/passwords';
import { issueToken, revokeCustomerTokens, type Customer } from '../shared/auth/tokens';
import { DUPLICATE_EMAIL_MESSAGE, WRONG_OLD_PASSWORD_MESSAGE } from './contract/auth';
import { passwordProblem, registrationProblem, type Registration } from './contract/registration-rules';
import type { Db, Queryable } from '../shared/db/database';
import { customers } from './tables';
import { Problem } from '../shared/problem';

export const DUPLICATE_MOBILE_MESSAGE = 'An account with this mobile number already exists. Please sign in instead.';

const MOBILE_USERNAME = /^[0-9]{10}$/;

/** Emails are kept trimmed and lower-case, so sign-in and duplicates ignore case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The customer a sign-in name stands for: an email (any case) or a 10-digit mobile number, in this shop only. */
export async function customerBySignInName(db: Queryable, shopId: number, username: string): Promise<Customer | null> {
  const name = username.trim();
  const match = MOBILE_USERNAME.test(name) ? eq(customers.mobile, name) : eq(customers.email, normaliseEmail(name));
  // Mobiles are unique for accounts registered here; imported data might repeat one, so the oldest account wins.
  const rows = await db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), match))
    .orderBy(asc(customers.id))
    .limit(1);
  return rows[0] ?? null;
}

export type SignInOutcome = { token: string } | { refused: 'credentials' } | { refused: 'throttled'; retryAfterSeconds: number };

/**
 * Checks a sign-in and issues a bearer token. A wrong password, an unknown name and a shopper of another shop are
 * one refusal ('credentials'), which the caller turns into one generic answer; a name locked for this client (see
 * login-throttle.ts) is refused without checking anything ('throttled'). Every attempt is counted against the typed
 * name and address first; an unknown name spends the time of a real password check; a wrong password is answered after
 * the name's wait over every address (`slowDownFailure`).
 */
export async function signIn(
  db: Db,
  shopId: number,
  username: string,
  password: string,
  clientKey: string,
  ttlSeconds: number,
  delayMaxMs: number,
): Promise<SignInOutcome> {
  const attempt = await reserveLoginAttempt(db, shopId, username, clientKey);
  if (!attempt.allowed) return { refused: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
  const customer = await customerBySignInName(db, shopId, username);
  const valid = customer ? await verifyPassword(customer.passwordHash, password) : await verifyAgainstDummy(password);
  if (!customer || !valid) {
    await slowDownFailure(db, shopId, username, delayMaxMs);
    return { refused: 'credentials' };
  }
  await clearLoginThrottle(db, shopId, username, clientKey);
  return { token: await issueToken(db, shopId, customer.id, ttlSeconds) };
}

/**
 * Registers a shopper with this shop. The unique (reseller, email) constraint settles concurrent registrations
 * of one email; a transaction-scoped advisory lock on the mobile number does the same for mobiles, which have
 * no unique constraint of their own.
 */
export async function registerCustomer(db: Db, shopId: number, input: Registration): Promise<void> {
  const problem = registrationProblem(input);
  if (problem) throw new Problem(400, problem.message, problem.field);
  const email = normaliseEmail(input.email);
  const mobile = input.mobileno;
  const passwordHash = await hashPassword(input.password);

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-mobile:${shopId}:${mobile}`}))`);
    if (await exists(tx, shopId, eq(customers.email, email))) return 'email-taken';
    if (await exists(tx, shopId, eq(customers.mobile, mobile))) return 'mobile-taken';
    const inserted = await tx
      .insert(customers)
      .values({ shopId, firstName: input.firstname.trim(), lastName: input.lastname.trim(), email, mobile, passwordHash })
      .onConflictDoNothing({ target: [customers.shopId, customers.email] })
      .returning({ id: customers.id });
    return inserted.length ? 'created' : 'email-taken';
  });
  if (outcome === 'email-taken') throw new Problem(409, DUPLICATE_EMAIL_MESSAGE, 'email');
  if (outcome === 'mobile-taken') throw new Problem(409, DUPLICATE_MOBILE_MESSAGE, 'mobileno');
}

async function exists(db: Queryable, shopId: number, match: SQL): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), match))
    .limit(1);
  return rows.length > 0;
}

/** The profile as User_profile answers it. */
export function profileOf(customer: Customer) {
  return { user_name: `${customer.firstName} ${customer.lastName}`.trim(), emailid: customer.email, mobileno: customer.mobile };
}

/**
 * Changes a signed-in customer's password after checking the old one. Every other session of the customer is
 * signed out; the token used for the change (`keepToken`) stays valid.
 */
export async function changePassword(db: Db, customer: Customer, keepToken: string, oldPassword: string, newPassword: string): Promise<void> {
  if (!(await verifyPassword(customer.passwordHash, oldPassword))) throw new Problem(400, WRONG_OLD_PASSWORD_MESSAGE, 'old_password');
  const problem = passwordProblem(newPassword);
  if (problem) throw new Problem(400, problem, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(customers.id, customer.id), eq(customers.shopId, customer.shopId)));
    await revokeCustomerTokens(tx, customer.shopId, customer.id, keepToken);
  });
}
