import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { generatePassword } from '../shared/auth/generated-password';
import { hashPassword } from '../shared/auth/passwords';
import { TEAM_OPERATOR_EMAIL } from './contract/console-team';
import { accountRequest, shopAccountRequest } from './contract/shops';
import type { Db, Queryable } from '../shared/db/database';
import { adminAccounts } from './account-tables';
import { parseRequest } from '../shared/parse-request';
import { Problem } from '../shared/problem';
import { findShop } from '../shared/tenancy/find-shop';
import { isUniqueViolation } from '../shared/unique-violation';

export type AccountRole = (typeof adminAccounts.$inferSelect)['role'];

/** Console sign-ins are throttled like the shopper's, under names with this prefix so neither can lock the other out. */
export const CONSOLE_THROTTLE_PREFIX = 'console:';

/** An account that signs in on this shop's host: one of the shop's, or an operator (who belongs to none). */
export const signsInAt = (shopId: number) => or(eq(adminAccounts.shopId, shopId), isNull(adminAccounts.shopId));

export interface NewAccount {
  email: string;
  role: AccountRole;
  /** Present only when the platform made the password up: shown once, never stored in the clear. */
  generatedPassword?: string;
}

/** The password to hash: the one given, or a strong one made up (and answered once). */
export async function accountSecret(password: string | undefined): Promise<{ passwordHash: string; generatedPassword?: string }> {
  const generatedPassword = password === undefined ? generatePassword() : undefined;
  return { passwordHash: await hashPassword(password ?? generatedPassword!), ...(generatedPassword ? { generatedPassword } : {}) };
}

/**
 * Refuses (409) a shop account for an operator's email: on that shop's host its sign-in would stand beside the
 * operator's (console-sign-in.ts tries the operator's first, but one email should be one person's).
 */
export async function refuseOperatorEmail(db: Queryable, email: string): Promise<void> {
  const [operator] = await db
    .select({ id: adminAccounts.id })
    .from(adminAccounts)
    .where(and(isNull(adminAccounts.shopId), sql`lower(${adminAccounts.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  if (operator) throw new Problem(409, TEAM_OPERATOR_EMAIL, 'email');
}

/** Inserts a back-office account; an email the scope already has, or a shop account for an operator's email, is a 409. */
export async function insertAccount(
  db: Queryable,
  values: { shopId: number | null; role: AccountRole; email: string; name: string; passwordHash: string },
  scopeName: string,
): Promise<void> {
  if (values.shopId !== null) await refuseOperatorEmail(db, values.email);
  try {
    // A savepoint inside a caller's transaction, so a refusal leaves that transaction usable for the caller to end.
    await db.transaction(async (tx) => {
      await tx.insert(adminAccounts).values(values);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Problem(409, `${values.email} already has a back-office account ${scopeName}.`, 'email');
    throw error;
  }
}

/** Another owner or admin for a shop (found by code or host). */
export async function addShopAccount(db: Db, shopRef: string, input: unknown): Promise<NewAccount & { shop: string }> {
  const request = parseRequest(shopAccountRequest, input);
  const shop = await findShop(db, shopRef);
  const secret = await accountSecret(request.password);
  const values = { shopId: shop.id, role: request.role, email: request.email, name: request.name, passwordHash: secret.passwordHash };
  await insertAccount(db, values, `at ${shop.shopName}`);
  return { email: request.email, role: request.role, shop: shop.shopName, generatedPassword: secret.generatedPassword };
}

/** A platform operator: the platform's own staff, belonging to no shop. */
export async function addOperator(db: Db, input: unknown): Promise<NewAccount> {
  const request = parseRequest(accountRequest, input);
  const secret = await accountSecret(request.password);
  const values = { shopId: null, role: 'operator' as const, email: request.email, name: request.name, passwordHash: secret.passwordHash };
  await insertAccount(db, values, 'as an operator');
  return { email: request.email, role: 'operator', generatedPassword: secret.generatedPassword };
}

/** A shop's back-office accounts (never their hashes), owners first. */
export async function accountsOfShop(db: Queryable, shopId: number) {
  return db
    .select({ email: adminAccounts.email, role: adminAccounts.role, name: adminAccounts.name })
    .from(adminAccounts)
    .where(eq(adminAccounts.shopId, shopId))
    .orderBy(sql`${adminAccounts.role} <> 'owner'`, asc(adminAccounts.email));
}

export async function listOperators(db: Queryable) {
  return db
    .select({ email: adminAccounts.email, name: adminAccounts.name })
    .from(adminAccounts)
    .where(and(isNull(adminAccounts.shopId), eq(adminAccounts.role, 'operator')))
    .orderBy(asc(adminAccounts.email));
}
