import { z } from 'zod';
import { okAnswer } from '../../shared/contract/common';
import { accountPassword, accountRequest } from './shops';

/**
 * Extension: the console's team. An owner invites an admin by email (a single-use set-password link, valid
 * INVITE_LINK_HOURS) and removes one; the invited admin chooses a password on /admin/set-password. The platform's
 * operators belong to no shop and are not listed.
 */

export const INVITE_LINK_HOURS = 72;
export const TEAM_OWNERS_ONLY = 'Only an owner of the shop can invite or remove admins.';
export const TEAM_MEMBER_NOT_FOUND = 'There is no such account in this shop.';
/** An operator's email cannot join a shop: the operator already signs in on every shop's console as themselves. */
export const TEAM_OPERATOR_EMAIL =
  "This email belongs to a platform operator, who can already sign in to every shop's console. It cannot be added to a shop's team.";
export const TEAM_NOT_YOURSELF = 'You cannot remove yourself. Ask another owner to do it.';
export const TEAM_LAST_OWNER = 'The shop’s last owner cannot be removed.';
/** An invitation's or a password reset's link (they share one table and one form). */
export const PASSWORD_LINK_INVALID =
  'This link has expired or has already been used. Ask for a new one with “Forgot password?” on the sign-in page, or ask an owner to invite you again.';
export const MAIL_UNAVAILABLE = 'The platform cannot send mail (no mail server is set up), so it cannot invite anyone.';

export const teamMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'admin']),
  /** Invited, no password chosen yet. */
  pending: z.boolean(),
  /** The signed-in account. */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const consoleTeamAnswer = z.object({
  status: z.literal('true'),
  members: z.array(teamMember),
  /** Whether the signed-in account may invite and remove (owners). */
  canManage: z.boolean(),
});

export const inviteRequest = accountRequest.pick({ email: true, name: true });
export const removeMemberRequest = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const teamChangeAnswer = okAnswer;

const linkToken = z.string('The link is incomplete.').trim().min(1, 'The link is incomplete.').max(200, 'The link is not valid.');
export const passwordLinkQuery = z.object({ token: linkToken });
export const passwordLinkAnswer = z.object({ status: z.literal('true'), email: z.string(), shopName: z.string() });
export const setPasswordRequest = z.object({ token: linkToken, password: accountPassword });
export const setPasswordAnswer = okAnswer.extend({ email: z.string() });
