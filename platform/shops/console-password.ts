import { and, eq, isNull, sql } from 'drizzle-orm';
import { revokeAccountSessions, type ConsoleAccount } from '../shared/auth/console-sessions';
import { clearLoginThrottle, reserveLoginAttempt, slowDownFailure } from '../shared/auth/login-throttle';
import { hashPassword, verifyPassword } from '../shared/auth/passwords';
import { hashSecret, newSecret } from '../shared/auth/secrets';
import { RESET_LINK_MINUTES, throttledDescription } from '../customers/contract/auth';
import { CONSOLE_WRONG_CURRENT_PASSWORD } from './contract/console-password';
import { queryRows, type Db, type Queryable } from '../shared/db/database';
import { adminAccounts, adminPasswordLinks } from './account-tables';
import type { Mailer } from '../shared/mail/mailer';
import { resetPasswordEmail } from '../shared/mail/reset-password-email';
import { Problem } from '../shared/problem';
import { accountRequest } from './contract/shops';
import { accountSecret, CONSOLE_THROTTLE_PREFIX, signsInAt } from './admin-accounts';
import { findShop } from '../shared/tenancy/find-shop';
import { parseRequest } from '../shared/parse-request';
import type { Shop } from '../shared/tenancy/shop-row';
import { deliverResetMail, MAX_RESET_MAILS_PER_HOUR } from '../shared/mail/reset-mail-delivery';

/**
 * Sets an account's password hash and ends what the old password opened: every session but `keepToken`'s and every
 * outstanding set-password link. Used by the console's change, and by `npm run shop -- owner|operator password`.
 */
export async function replaceAccountPassword(db: Db, adminId: number, passwordHash: string, keepToken?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(adminAccounts).set({ passwordHash }).where(eq(adminAccounts.id, adminId));
    await voidPasswordLinks(tx, adminId);
    await revokeAccountSessions(tx, adminId, keepToken);
  });
}

export async function voidPasswordLinks(db: Queryable, adminId: number): Promise<void> {
  await db
    .update(adminPasswordLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(adminPasswordLinks.adminId, adminId), isNull(adminPasswordLinks.usedAt)));
}

/**
 * The signed-in account changes its own password after giving the current one (400 on the field when it is wrong,
 * never 401: that would end the session). Wrong current passwords count against the console sign-in's throttle of
 * the account and the address, so a borrowed session cannot guess at the password either.
 */
export async function changeConsolePassword(
  db: Db,
  shopId: number,
  account: ConsoleAccount,
  keepToken: string,
  change: { current_password: string; new_password: string },
  throttle: { clientKey: string; delayMaxMs: number },
): Promise<void> {
  const name = CONSOLE_THROTTLE_PREFIX + account.email;
  const attempt = await reserveLoginAttempt(db, shopId, name, throttle.clientKey);
  if (!attempt.allowed) throw new Problem(429, throttledDescription(Math.ceil(attempt.retryAfterSeconds / 60)), 'current_password');
  const [stored] = await db.select({ passwordHash: adminAccounts.passwordHash }).from(adminAccounts).where(eq(adminAccounts.id, account.id));
  if (!stored?.passwordHash || !(await verifyPassword(stored.passwordHash, change.current_password))) {
    await slowDownFailure(db, shopId, name, throttle.delayMaxMs);
    throw new Problem(400, CONSOLE_WRONG_CURRENT_PASSWORD, 'current_password');
  }
  await clearLoginThrottle(db, shopId, name, throttle.clientKey);
  await replaceAccountPassword(db, account.id, await hashPassword(change.new_password), keepToken);
}

/**
 * "Forgot password?" on a shop's console: mails the account that signs in there with this email (an operator's
 * first, as the sign-in tries it) a single-use link to /admin/reset, valid RESET_LINK_MINUTES, at most
 * MAX_RESET_MAILS_PER_HOUR an hour. The caller answers the same whatever happens here, and an unknown email runs the
 * same queries minus the insert. `origin` is the console's scheme and host: the link leads back there.
 */
export async function requestConsolePasswordReset(db: Db, mailer: Mailer, reseller: Shop, email: string, origin: string): Promise<void> {
  const token = newSecret();
  const account = await db.transaction(async (tx) => {
    // Locking the account's row makes concurrent requests count one another against the hourly limit.
    const [found] = await tx
      .select({ id: adminAccounts.id, email: adminAccounts.email, name: adminAccounts.name })
      .from(adminAccounts)
      .where(and(eq(adminAccounts.email, email), signsInAt(reseller.id)))
      .orderBy(sql`${adminAccounts.shopId} asc nulls first`)
      .limit(1)
      .for('update');
    const [recent] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from admin_password_links
          where admin_id = ${found?.id ?? 0} and created_at > now() - interval '1 hour'`,
    );
    if (!found || (recent?.count ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return null;
    await tx.insert(adminPasswordLinks).values({
      tokenHash: hashSecret(token),
      adminId: found.id,
      expiresAt: sql`now() + ${sql.raw(`interval '${RESET_LINK_MINUTES} minutes'`)}`,
    });
    return found;
  });
  if (!account) return;
  const mail = resetPasswordEmail({
    shopId: reseller.id,
    to: account.email,
    shopName: reseller.shopName,
    firstName: account.name,
    link: `${origin}/admin/reset?token=${encodeURIComponent(token)}`,
    validMinutes: RESET_LINK_MINUTES,
    console: true,
  });
  await deliverResetMail(mailer, mail);
}

const passwordRequest = accountRequest.pick({ email: true, password: true });

/**
 * `npm run shop -- owner password`: a shop's owner or admin gets a new password (the one given, or a strong one made
 * up and answered once) when mail is not set up or the old one leaked; every session of the account ends.
 */
export async function setShopAccountPassword(
  db: Db,
  shopRef: string,
  input: unknown,
): Promise<{ email: string; shop: string; generatedPassword?: string }> {
  const request = parseRequest(passwordRequest, input);
  const shop = await findShop(db, shopRef);
  const [account] = await db
    .select({ id: adminAccounts.id })
    .from(adminAccounts)
    .where(and(eq(adminAccounts.shopId, shop.id), eq(adminAccounts.email, request.email)));
  if (!account) throw new Problem(404, `${request.email} has no back-office account at ${shop.shopName} (see npm run shop -- list).`, 'email');
  const secret = await accountSecret(request.password);
  await replaceAccountPassword(db, account.id, secret.passwordHash);
  await clearLoginThrottle(db, shop.id, CONSOLE_THROTTLE_PREFIX + request.email);
  return { email: request.email, shop: shop.shopName, generatedPassword: secret.generatedPassword };
}

/** `npm run shop -- operator password`: the same for a platform operator. */
export async function setOperatorPassword(db: Db, input: unknown): Promise<{ email: string; generatedPassword?: string }> {
  const request = parseRequest(passwordRequest, input);
  const [account] = await db
    .select({ id: adminAccounts.id })
    .from(adminAccounts)
    .where(and(isNull(adminAccounts.shopId), eq(adminAccounts.email, request.email)));
  if (!account) throw new Problem(404, `${request.email} is not a platform operator (see npm run shop -- list).`, 'email');
  const secret = await accountSecret(request.password);
  await replaceAccountPassword(db, account.id, secret.passwordHash);
  return { email: request.email, generatedPassword: secret.generatedPassword };
}
