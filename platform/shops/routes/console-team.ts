import type { Hono } from 'hono';
import { calls } from '../../contract/calls';
import {
  consoleTeamAnswer,
  inviteRequest,
  passwordLinkAnswer,
  passwordLinkQuery,
  removeMemberRequest,
  setPasswordAnswer,
  setPasswordRequest,
  teamChangeAnswer,
} from '../contract/console-team';
import { inviteAdmin, passwordLinkOwner, removeMember, setPasswordWithLink, teamOf } from '../console-team';
import type { PlatformContext } from '../../shared/platform-context';
import { answer, readJson, validate, type AppEnv } from '../../shared/http/context';
import { requestOrigin } from '../../shared/http/request-origin';
import { requireConsole } from '../../shared/http/require-console';

/** The console's team: the shop's owners and admins, invitations (owners only) and the invited admin's password link. */
export function registerConsoleTeamRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const { db } = platform;
  const signedIn = requireConsole(platform);

  app.get(calls.consoleTeam.path, signedIn, async (c) => {
    const admin = c.get('admin');
    const members = await teamOf(db, c.get('reseller').id, admin.id);
    return answer(c, consoleTeamAnswer, { status: 'true', members, canManage: admin.role === 'owner' });
  });

  app.post(calls.consoleTeamInvite.path, signedIn, async (c) => {
    const invite = await readJson(c, inviteRequest);
    const message = await inviteAdmin(db, platform.mailer, c.get('reseller'), c.get('admin'), invite, requestOrigin(c));
    return answer(c, teamChangeAnswer, { status: 'true', message });
  });

  app.post(calls.consoleTeamRemove.path, signedIn, async (c) => {
    const { id } = await readJson(c, removeMemberRequest);
    return answer(c, teamChangeAnswer, { status: 'true', message: await removeMember(db, c.get('reseller').id, c.get('admin'), id) });
  });

  app.get(calls.consolePasswordLink.path, async (c) => {
    const { token } = validate(passwordLinkQuery, c.req.query());
    const reseller = c.get('reseller');
    return answer(c, passwordLinkAnswer, { status: 'true', email: await passwordLinkOwner(db, reseller.id, token), shopName: reseller.shopName });
  });

  app.post(calls.consoleSetPassword.path, async (c) => {
    const { token, password } = await readJson(c, setPasswordRequest);
    const email = await setPasswordWithLink(db, c.get('reseller').id, token, password);
    return answer(c, setPasswordAnswer, { status: 'true', message: 'Your password is set. You can sign in now.', email });
  });
}
