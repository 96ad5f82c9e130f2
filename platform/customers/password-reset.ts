import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { clearLoginThrottle } from '../shared/auth/login-throttle';
import { hashPassword } from '../shared/auth/passwords';
import { hashSecret, newSecret } from '../shared/auth/secrets';
import { revokeCustomerTokens } from '../shared/auth/tokens';
import { RESET_LINK_INVALID_MESSAGE, RESET_LINK_MINUTES } from './contract/auth';
import { passwordProblem } from './contract/registration-rules';
import { queryRows, type Db } from '../shared/db/database';
import { customers, passwordResets } from './tables';
import type { Mailer } from '../shared/mail/mailer';
import { resetPasswordEmail } from '../shared/mail/reset-password-email';
import type { PlatformContext } from '../shared/platform-context';
import { normaliseEmail } from './customers';
import { Problem } from '../shared/problem';
import type { Shop } from '../shared/tenancy/shop-row';
import { deliverResetMail, MAX_RESET_MAILS_PER_HOUR } from '../shared/mail/reset-mail-delivery';
import type { ShopperLanguage } from '../shared/contract/language';

/**
 * Handles a forgot-password request. The caller answers the same whatever happens here, and an unknown email runs
 * the same queries as a known one (minus the insert), so neither the answer nor its timing tells them apart.
 * `origin` is the scheme and host the shopper is on; the link leads back there, to the Hindi page when the shopper
 * asked in Hindi, and the mail is in that language.
 */
export async function requestPasswordReset(
  platform: PlatformContext,
  mailer: Mailer,
  reseller: Shop,
  emailInput: string,
  origin: string,
  language: ShopperLanguage = 'en',
): Promise<void> {
  const email = normaliseEmail(emailInput);
  const token = newSecret();
  const customer = await platform.db.transaction(async (tx) => {
    // Locking the customer's row makes concurrent requests count one another against the hourly limit.
    const [found] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, reseller.id), eq(customers.email, email)))
      .limit(1)
      .for('update');
    const [recent] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from password_resets
          where reseller_id = ${reseller.id} and customer_id = ${found?.id ?? 0} and created_at > now() - interval '1 hour'`,
    );
    if (!found || (recent?.count ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return null;
    await tx.insert(passwordResets).values({
      tokenHash: hashSecret(token),
      shopId: reseller.id,
      customerId: found.id,
      expiresAt: sql`now() + ${sql.raw(`interval '${RESET_LINK_MINUTES} minutes'`)}`,
    });
    return found;
  });
  if (!customer) return;

  const hindi = language === 'hi';
  const mail = resetPasswordEmail({
    shopId: reseller.id,
    to: customer.email,
    shopName: (hindi && reseller.shopNameHi) || reseller.shopName,
    firstName: customer.firstName,
    link: `${origin}${hindi ? '/hi' : ''}/reset-password?token=${encodeURIComponent(token)}`,
    validMinutes: RESET_LINK_MINUTES,
    language,
  });
  await deliverResetMail(mailer, mail);
}

/**
 * Sets a new password through a reset link. The link is claimed with a conditional update, so of two concurrent
 * uses only one succeeds. Afterwards every session and every other outstanding link of the customer is void, and
 * the sign-in throttle of their email and mobile is lifted.
 */
export async function resetPassword(db: Db, shopId: number, token: string, newPassword: string): Promise<void> {
  const tokenHash = hashSecret(token);
  const live = and(
    eq(passwordResets.tokenHash, tokenHash),
    eq(passwordResets.shopId, shopId),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );
  const [pending] = await db.select({ customerId: passwordResets.customerId }).from(passwordResets).where(live).limit(1);
  if (!pending) throw new Problem(400, RESET_LINK_INVALID_MESSAGE, 'token');
  const problem = passwordProblem(newPassword);
  if (problem) throw new Problem(400, problem, 'new_password');
  const passwordHash = await hashPassword(newPassword);

  const customer = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(live)
      .returning({ customerId: passwordResets.customerId });
    if (!claimed) return null;
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(customers.id, claimed.customerId), eq(customers.shopId, shopId)))
      .returning();
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.shopId, shopId), eq(passwordResets.customerId, claimed.customerId), isNull(passwordResets.usedAt)));
    await revokeCustomerTokens(tx, shopId, claimed.customerId);
    return updated ?? null;
  });
  if (!customer) throw new Problem(400, RESET_LINK_INVALID_MESSAGE, 'token');
  await clearLoginThrottle(db, shopId, customer.email);
  await clearLoginThrottle(db, shopId, customer.mobile);
}
