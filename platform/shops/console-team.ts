import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ConsoleAccount } from '../shared/auth/console-sessions';
import { revokeAccountSessions } from '../shared/auth/console-sessions';
import { clearLoginThrottle } from '../shared/auth/login-throttle';
import { hashPassword } from '../shared/auth/passwords';
import { hashSecret, newSecret } from '../shared/auth/secrets';
import {
  INVITE_LINK_HOURS,
  MAIL_UNAVAILABLE,
  PASSWORD_LINK_INVALID,
  TEAM_LAST_OWNER,
  TEAM_MEMBER_NOT_FOUND,
  TEAM_NOT_YOURSELF,
  TEAM_OWNERS_ONLY,
  type TeamMember,
} from './contract/console-team';
import type { Db, Queryable } from '../shared/db/database';
import { adminAccounts, adminPasswordLinks } from './account-tables';
import { consoleInviteEmail } from '../shared/mail/console-invite-email';
import type { Mailer } from '../shared/mail/mailer';
import { Problem } from '../shared/problem';
import { CONSOLE_THROTTLE_PREFIX, insertAccount, refuseOperatorEmail, signsInAt } from './admin-accounts';
import type { Shop } from '../shared/tenancy/shop-row';

/** The shop's owners and admins (operators belong to no shop), owners first; never their password hashes. */
export async function teamOf(db: Queryable, shopId: number, signedInId: number): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: adminAccounts.id,
      email: adminAccounts.email,
      name: adminAccounts.name,
      role: adminAccounts.role,
      pending: sql<boolean>`${adminAccounts.passwordHash} = ''`,
    })
    .from(adminAccounts)
    .where(eq(adminAccounts.shopId, shopId))
    .orderBy(sql`${adminAccounts.role} <> 'owner'`, asc(adminAccounts.email));
  return rows.flatMap((row) => (row.role === 'operator' ? [] : [{ ...row, role: row.role, you: row.id === signedInId }]));
}

function refuseNonOwners(actor: ConsoleAccount): void {
  if (actor.role !== 'owner') throw new Problem(403, TEAM_OWNERS_ONLY);
}

/**
 * Invites an admin: a new 'admin' account without a password and a single-use link to choose one (its hash stored,
 * valid INVITE_LINK_HOURS), mailed to them. Inviting someone invited before who has not chosen a password yet sends
 * a fresh link; someone already on the team is a 409. `origin` is the console's scheme and host: the link leads there.
 */
export async function inviteAdmin(
  db: Db,
  mailer: Mailer | null,
  reseller: Shop,
  actor: ConsoleAccount,
  invite: { email: string; name: string },
  origin: string,
): Promise<string> {
  refuseNonOwners(actor);
  if (!mailer) throw new Problem(503, MAIL_UNAVAILABLE);
  await refuseOperatorEmail(db, invite.email);
  const token = newSecret();
  await db.transaction(async (tx) => {
    const inShop = and(eq(adminAccounts.shopId, reseller.id), eq(adminAccounts.email, invite.email));
    let [account] = await tx.select().from(adminAccounts).where(inShop).limit(1);
    if (account && account.passwordHash !== '') throw new Problem(409, `${invite.email} is already on the team.`, 'email');
    if (!account) {
      await insertAccount(tx, { shopId: reseller.id, role: 'admin', email: invite.email, name: invite.name, passwordHash: '' }, 'in this shop');
      [account] = await tx.select().from(adminAccounts).where(inShop).limit(1);
    } else if (invite.name && invite.name !== account.name) {
      await tx.update(adminAccounts).set({ name: invite.name }).where(eq(adminAccounts.id, account.id));
    }
    // The newest link is the only one that works.
    await tx
      .update(adminPasswordLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(adminPasswordLinks.adminId, account!.id), isNull(adminPasswordLinks.usedAt)));
    await tx.insert(adminPasswordLinks).values({
      tokenHash: hashSecret(token),
      adminId: account!.id,
      expiresAt: sql`now() + ${sql.raw(`interval '${INVITE_LINK_HOURS} hours'`)}`,
    });
  });
  const mail = consoleInviteEmail({
    shopId: reseller.id,
    to: invite.email,
    shopName: reseller.shopName,
    invitedBy: actor.name || actor.email,
    link: `${origin}/admin/set-password?token=${encodeURIComponent(token)}`,
    validHours: INVITE_LINK_HOURS,
  });
  try {
    await mailer.send(mail);
  } catch (error) {
    console.error(`Could not send a console invitation of reseller ${reseller.id}`, error);
    throw new Problem(502, `The invitation to ${invite.email} could not be mailed. Please try again later.`);
  }
  return `Invitation sent to ${invite.email}. The link works for ${INVITE_LINK_HOURS} hours.`;
}

/**
 * Removes an owner or admin from the shop: their sessions end at once and the account is deleted. Owners only; not
 * oneself; never the shop's last owner (the shop's accounts are locked, so two owners cannot remove each other).
 */
export async function removeMember(db: Db, shopId: number, actor: ConsoleAccount, memberId: number): Promise<string> {
  refuseNonOwners(actor);
  if (memberId === actor.id) throw new Problem(409, TEAM_NOT_YOURSELF);
  return db.transaction(async (tx) => {
    const accounts = await tx
      .select({ id: adminAccounts.id, role: adminAccounts.role, email: adminAccounts.email })
      .from(adminAccounts)
      .where(eq(adminAccounts.shopId, shopId))
      .for('update');
    const member = accounts.find((account) => account.id === memberId);
    if (!member) throw new Problem(404, TEAM_MEMBER_NOT_FOUND);
    if (!accounts.some((account) => account.id === actor.id)) throw new Problem(403, TEAM_OWNERS_ONLY);
    const owners = accounts.filter((account) => account.role === 'owner').length;
    if (member.role === 'owner' && owners <= 1) throw new Problem(409, TEAM_LAST_OWNER);
    await revokeAccountSessions(tx, member.id);
    await tx.delete(adminAccounts).where(and(eq(adminAccounts.id, member.id), eq(adminAccounts.shopId, shopId)));
    return `${member.email} was removed and can no longer sign in to this shop’s console.`;
  });
}

/** The live (unused, unexpired) link of an account that signs in on this shop's host (an invitation's or a reset's). */
function liveLink(shopId: number, token: string) {
  return and(
    eq(adminPasswordLinks.tokenHash, hashSecret(token)),
    isNull(adminPasswordLinks.usedAt),
    gt(adminPasswordLinks.expiresAt, sql`now()`),
    sql`${adminPasswordLinks.adminId} in (select ${adminAccounts.id} from ${adminAccounts} where ${signsInAt(shopId)})`,
  );
}

/** Whose a set-password link is (the email, for the form), or 400 when it is not live on this shop's host. */
export async function passwordLinkOwner(db: Queryable, shopId: number, token: string): Promise<string> {
  const [row] = await db
    .select({ email: adminAccounts.email })
    .from(adminPasswordLinks)
    .innerJoin(adminAccounts, eq(adminAccounts.id, adminPasswordLinks.adminId))
    .where(liveLink(shopId, token))
    .limit(1);
  if (!row) throw new Problem(400, PASSWORD_LINK_INVALID, 'token');
  return row.email;
}

/**
 * Sets the account's password through its link. The link is claimed with a conditional update (of two uses only one
 * succeeds); the account's other links and every session of it end, and its sign-in throttle is lifted. Answers the
 * account's email, to sign in with.
 */
export async function setPasswordWithLink(db: Db, shopId: number, token: string, password: string): Promise<string> {
  await passwordLinkOwner(db, shopId, token);
  const passwordHash = await hashPassword(password);
  const email = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(adminPasswordLinks)
      .set({ usedAt: sql`now()` })
      .where(liveLink(shopId, token))
      .returning({ adminId: adminPasswordLinks.adminId });
    if (!claimed) return null;
    const [account] = await tx
      .update(adminAccounts)
      .set({ passwordHash })
      .where(and(eq(adminAccounts.id, claimed.adminId), signsInAt(shopId)))
      .returning({ email: adminAccounts.email });
    await tx
      .update(adminPasswordLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(adminPasswordLinks.adminId, claimed.adminId), isNull(adminPasswordLinks.usedAt)));
    await revokeAccountSessions(tx, claimed.adminId);
    return account?.email ?? null;
  });
  if (!email) throw new Problem(400, PASSWORD_LINK_INVALID, 'token');
  await clearLoginThrottle(db, shopId, CONSOLE_THROTTLE_PREFIX + email);
  return email;
}
