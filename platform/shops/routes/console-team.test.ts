import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_INVALID } from '../contract/console-team';
import { rows } from '../../testing/order-test-kit';
import { createTestPlatform, OPERATOR, OWNER1, OWNER2, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';
import { devMailbox, type Mail } from '../../testing/mailbox-kit';

describe('console: team', () => {
  let platform: TestPlatform;
  let owner: string;
  const team = (token = owner, host = SHOP1) => platform.call('GET', '/api/console/team', { host, token });
  const invite = (json: unknown, token = owner, host = SHOP1) => platform.call('POST', '/api/console/team/invite', { host, token, json });
  const remove = (id: number, token = owner, host = SHOP1) => platform.call('POST', '/api/console/team/remove', { host, token, json: { id } });
  const me = (token: string, host = SHOP1) => platform.call('GET', '/api/console/me', { host, token });
  const setPassword = (token: string, password: string, host = SHOP1) =>
    platform.call('POST', '/api/console/set_password', { host, json: { token, password } });
  const mailbox = (host = SHOP1) => devMailbox(platform, host);
  const linkIn = (mail: Mail) => {
    const link = /https?:\/\/\S+\/admin\/set-password\?token=(\S+)/.exec(mail.text);
    if (!link) throw new Error(`No link in ${mail.text}`);
    return decodeURIComponent(link[1]!);
  };
  const memberId = async (email: string) => ((await team()).body.members as { id: number; email: string }[]).find((m) => m.email === email)!.id;

  beforeAll(async () => {
    platform = await createTestPlatform();
    owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
  });
  afterAll(() => platform.close());

  it('lists the shop’s owners and admins, never an operator, marking who is signed in', async () => {
    const result = await team();
    expect(result.body).toMatchObject({ status: 'true', canManage: true });
    expect(result.body.members).toEqual([
      { id: expect.any(Number), email: OWNER1.email, name: 'Apna Bazaar Owner', role: 'owner', pending: false, you: true },
    ]);
    const asOperator = await team(await platform.consoleSignIn(OPERATOR.email, OPERATOR.password));
    expect(asOperator.body.members.map((m: Mail & { email: string }) => m.email)).toEqual([OWNER1.email]);
    expect(asOperator.body.canManage).toBe(false);
  });

  it('invites an admin: the mailbox has a 72-hour link, the password is set through it, and signing in works', async () => {
    const invited = await invite({ email: ' Meena@Example.com ', name: 'Meena' });
    expect(invited.body).toEqual({ status: 'true', message: 'Invitation sent to meena@example.com. The link works for 72 hours.' });
    expect((await team()).body.members).toContainEqual(
      expect.objectContaining({ email: 'meena@example.com', role: 'admin', pending: true, you: false }),
    );
    const [mail] = await mailbox();
    expect(mail).toMatchObject({ to: 'meena@example.com', subject: 'You are invited to the Apna Bazaar console' });
    expect(mail!.text).toContain('http://localhost/admin/set-password?token=');
    const token = linkIn(mail!);
    const [stored] = await rows<{ hours: number; token_hash: string }>(
      platform,
      sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours, token_hash from admin_password_links order by created_at desc limit 1`,
    );
    expect(stored!.hours).toBe(72);
    expect(stored!.token_hash).not.toContain(token);

    // Not signed in before the password is chosen; the link says whose it is, on this shop only.
    await expect(platform.consoleSignIn('meena@example.com', '')).rejects.toThrow();
    expect((await platform.call('GET', `/api/console/password_link?token=${encodeURIComponent(token)}`)).body).toEqual({
      status: 'true',
      email: 'meena@example.com',
      shopName: 'Apna Bazaar',
    });
    expect((await platform.call('GET', `/api/console/password_link?token=${encodeURIComponent(token)}`, { host: SHOP2 })).status).toBe(400);

    const short = await setPassword(token, 'short');
    expect(short.body).toEqual({ status: 'false', message: 'A back-office password must be at least 10 characters long.', field: 'password' });
    const set = await setPassword(token, 'Meena@Console1');
    expect(set.body).toEqual({ status: 'true', message: 'Your password is set. You can sign in now.', email: 'meena@example.com' });
    const meena = await platform.consoleSignIn('meena@example.com', 'Meena@Console1');
    expect((await me(meena)).body.admin).toMatchObject({ email: 'meena@example.com', role: 'admin' });

    // The link works once.
    const reused = await setPassword(token, 'Another@Pass1');
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(PASSWORD_LINK_INVALID);
    expect((await invite({ email: 'meena@example.com', name: '' })).body).toMatchObject({
      status: 'false',
      message: 'meena@example.com is already on the team.',
    });
  });

  it('an admin who is not an owner can neither invite nor remove (403)', async () => {
    const meena = await platform.consoleSignIn('meena@example.com', 'Meena@Console1');
    const refused = await invite({ email: 'ravi@example.com', name: '' }, meena);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an owner of the shop can invite or remove admins.');
    expect((await remove(await memberId(OWNER1.email), meena)).status).toBe(403);
    expect((await team(meena)).body.canManage).toBe(false);
    const operator = await platform.consoleSignIn(OPERATOR.email, OPERATOR.password);
    expect((await invite({ email: 'ravi@example.com', name: '' }, operator)).status).toBe(403);
  });

  it('removes an admin: their session is refused at once (401) and they cannot sign in again', async () => {
    const meena = await platform.consoleSignIn('meena@example.com', 'Meena@Console1');
    const removed = await remove(await memberId('meena@example.com'));
    expect(removed.body).toEqual({ status: 'true', message: 'meena@example.com was removed and can no longer sign in to this shop’s console.' });
    expect((await me(meena)).status).toBe(401);
    await expect(platform.consoleSignIn('meena@example.com', 'Meena@Console1')).rejects.toThrow();
    expect((await team()).body.members.map((m: { email: string }) => m.email)).toEqual([OWNER1.email]);
  });

  it('refuses removing yourself, the last owner, and an account of another shop', async () => {
    const self = await remove(await memberId(OWNER1.email));
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot remove yourself. Ask another owner to do it.');
    const kesari = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
    const kesariOwner = ((await team(kesari, SHOP2)).body.members as { id: number }[])[0]!.id;
    const foreign = await remove(kesariOwner);
    expect(foreign.status).toBe(404);
    expect((await me(kesari, SHOP2)).status).toBe(200);

    // A second owner (added with the shop command) can be removed by the first; their session ends too.
    await platform.context.db.execute(
      sql`insert into admin_accounts (reseller_id, role, email, name, password_hash)
          select reseller_id, 'owner', 'second-owner@example.com', '', password_hash from admin_accounts where email = ${OWNER1.email}`,
    );
    const second = await platform.consoleSignIn('second-owner@example.com', OWNER1.password);
    const secondId = await memberId('second-owner@example.com');
    expect((await remove(secondId)).status).toBe(200);
    expect((await me(second)).status).toBe(401);
  });

  it('re-sends a fresh link to someone invited who has not chosen a password; the older link stops working', async () => {
    await invite({ email: 'ravi@example.com', name: 'Ravi' });
    const first = linkIn((await mailbox())[0]!);
    await invite({ email: 'ravi@example.com', name: 'Ravi' });
    const second = linkIn((await mailbox())[0]!);
    expect(second).not.toBe(first);
    expect((await setPassword(first, 'Ravi@Console12')).status).toBe(400);
    expect((await setPassword(second, 'Ravi@Console12')).status).toBe(200);
  });
});
