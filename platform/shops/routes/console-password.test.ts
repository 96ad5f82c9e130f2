import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_SIGN_IN_REQUIRED } from '../contract/console-auth';
import { CONSOLE_FORGOT_PASSWORD_MESSAGE, CONSOLE_PASSWORD_CHANGED, CONSOLE_WRONG_CURRENT_PASSWORD } from '../contract/console-password';
import { PASSWORD_LINK_INVALID } from '../contract/console-team';
import { addOperator, addShopAccount } from '../admin-accounts';
import { setOperatorPassword, setShopAccountPassword } from '../console-password';
import { createTestPlatform, OWNER2, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';
import { mailsTo, type Mail } from '../../testing/mailbox-kit';

const FORGOT_ANSWER = { status: 'true', message: CONSOLE_FORGOT_PASSWORD_MESSAGE };

describe('console passwords: change, reset by email, and the command line', () => {
  let platform: TestPlatform;
  let accounts = 0;
  const db = () => platform.database.db;
  const me = (token: string, host = SHOP1) => platform.call('GET', '/api/console/me', { host, token });
  const change = (token: string, json: unknown, host = SHOP1) => platform.call('POST', '/api/console/password', { host, token, json });
  const forgot = (email: string, host = SHOP1) => platform.call('POST', '/api/console/forgot_password', { host, json: { email } });
  const setPassword = (token: string, password: string, host = SHOP1) =>
    platform.call('POST', '/api/console/set_password', { host, json: { token, password } });
  const signIn = (email: string, password: string, host = SHOP1) =>
    platform.call('POST', '/api/console/sign_in', { host, json: { email, password } });
  const mailsToOwner = (email: string, host = SHOP1) => mailsTo(platform, email, host);
  const resetTokenIn = (mail: Mail) => {
    const link = /(https?:\/\/\S+)\/admin\/reset\?token=(\S+)/.exec(mail.text);
    if (!link) throw new Error(`No reset link in ${mail.text}`);
    return { origin: link[1], token: decodeURIComponent(link[2]!) };
  };
  /** A new owner of the first shop, so each test starts from a password of its own. */
  const newOwner = async (password = 'Start@Console1') => {
    const email = `second-owner${++accounts}@example.com`;
    await addShopAccount(db(), SHOP1, { email, name: 'Second Owner', password, role: 'owner' });
    return { email, password };
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('changes the password: this session stays signed in, the account’s other sessions answer 401, the old password stops working', async () => {
    const owner = await newOwner();
    const here = await platform.consoleSignIn(owner.email, owner.password);
    const elsewhere = await platform.consoleSignIn(owner.email, owner.password);
    const otherShopOwner = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);

    const changed = await change(here, { current_password: owner.password, new_password: 'Changed@Console2' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ status: 'true', message: CONSOLE_PASSWORD_CHANGED });

    expect((await me(here)).status).toBe(200);
    const ended = await me(elsewhere);
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe(CONSOLE_SIGN_IN_REQUIRED);
    expect((await me(otherShopOwner, SHOP2)).status).toBe(200);
    expect((await signIn(owner.email, owner.password)).status).toBe(401);
    expect((await signIn(owner.email, 'Changed@Console2')).status).toBe(200);
  });

  it('refuses a wrong current password with a clear message on its field (400, not 401: the session goes on), and a weak new one', async () => {
    const owner = await newOwner();
    const token = await platform.consoleSignIn(owner.email, owner.password);
    const other = await platform.consoleSignIn(owner.email, owner.password);

    const wrong = await change(token, { current_password: 'Not@MyPassword', new_password: 'Changed@Console2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 'false', message: CONSOLE_WRONG_CURRENT_PASSWORD, field: 'current_password' });
    const short = await change(token, { current_password: owner.password, new_password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ status: 'false', message: 'A back-office password must be at least 10 characters long.', field: 'new_password' });

    // Nothing changed: both sessions and the old password still work.
    expect((await me(token)).status).toBe(200);
    expect((await me(other)).status).toBe(200);
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    expect((await change('not-a-session', { current_password: owner.password, new_password: 'Changed@Console2' })).status).toBe(401);
  });

  it('mails a reset link to the shop’s /admin/reset, answers the same for an unknown email, and the link sets a password once, ending every session', async () => {
    const owner = await newOwner();
    const session = await platform.consoleSignIn(owner.email, owner.password);

    const unknown = await forgot('nobody@example.com');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(FORGOT_ANSWER);
    // Another shop's owner has no account here: the same answer, and no mail.
    expect((await forgot(OWNER2.email)).body).toEqual(FORGOT_ANSWER);
    expect(await mailsToOwner(OWNER2.email)).toEqual([]);
    expect(await mailsToOwner(OWNER2.email, SHOP2)).toEqual([]);

    expect((await forgot(` ${owner.email.toUpperCase()} `)).body).toEqual(FORGOT_ANSWER);
    const [mail] = await mailsToOwner(owner.email);
    expect(mail!.subject).toBe('Reset your Apna Bazaar console password');
    expect(mail!.text).toContain('30 minutes');
    const { origin, token } = resetTokenIn(mail!);
    expect(origin).toBe('http://localhost');
    expect((await platform.call('GET', `/api/console/password_link?token=${encodeURIComponent(token)}`)).body).toEqual({
      status: 'true',
      email: owner.email,
      shopName: 'Apna Bazaar',
    });
    // The link works only on the shop it was sent from.
    expect((await setPassword(token, 'Reset@Console3', SHOP2)).status).toBe(400);

    const done = await setPassword(token, 'Reset@Console3');
    expect(done.status).toBe(200);
    expect((await me(session)).status).toBe(401);
    expect((await signIn(owner.email, owner.password)).status).toBe(401);
    expect((await signIn(owner.email, 'Reset@Console3')).status).toBe(200);

    const again = await setPassword(token, 'Again@Console4');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 'false', message: PASSWORD_LINK_INVALID, field: 'token' });
    expect((await signIn(owner.email, 'Reset@Console3')).status).toBe(200);
  });

  it('refuses an expired reset link, and a password change voids a link sent before it', async () => {
    const owner = await newOwner();
    await forgot(owner.email);
    const expired = resetTokenIn((await mailsToOwner(owner.email))[0]!).token;
    await db().execute(
      sql`update admin_password_links set expires_at = now() - interval '1 second'
          where admin_id = (select id from admin_accounts where email = ${owner.email})`,
    );
    const late = await setPassword(expired, 'Late@Console5');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(PASSWORD_LINK_INVALID);

    await forgot(owner.email);
    const pending = resetTokenIn((await mailsToOwner(owner.email))[0]!).token;
    const session = await platform.consoleSignIn(owner.email, owner.password);
    expect((await change(session, { current_password: owner.password, new_password: 'Changed@Console6' })).status).toBe(200);
    expect((await setPassword(pending, 'Stolen@Console7')).status).toBe(400);
    expect((await signIn(owner.email, 'Changed@Console6')).status).toBe(200);
  });

  it('sends at most five reset mails an hour to one account, answering the same', async () => {
    const owner = await newOwner();
    for (let i = 0; i < 7; i++) expect((await forgot(owner.email)).body).toEqual(FORGOT_ANSWER);
    expect(await mailsToOwner(owner.email)).toHaveLength(5);
  });

  it('resets an operator’s password from any shop’s host; the link leads back to that host', async () => {
    await addOperator(db(), { email: 'ops@example.com', name: 'Ops', password: 'Operator@Start1' });
    const session = await platform.consoleSignIn('ops@example.com', 'Operator@Start1');
    expect((await forgot('ops@example.com', SHOP2)).body).toEqual(FORGOT_ANSWER);
    const { origin, token } = resetTokenIn((await mailsToOwner('ops@example.com', SHOP2))[0]!);
    expect(origin).toBe('http://shop2.localhost');
    expect((await setPassword(token, 'Operator@Reset2', SHOP2)).status).toBe(200);
    expect((await me(session)).status).toBe(401);
    expect((await signIn('ops@example.com', 'Operator@Reset2', SHOP1)).status).toBe(200);
  });

  it('npm run shop -- owner|operator password: sets a password (given or made up), ends the account’s sessions, names a missing account', async () => {
    const owner = await newOwner();
    const session = await platform.consoleSignIn(owner.email, owner.password);
    const given = await setShopAccountPassword(db(), 'apna-bazaar', { email: owner.email, password: 'Command@Line1' });
    expect(given).toEqual({ email: owner.email, shop: 'Apna Bazaar' });
    expect((await me(session)).status).toBe(401);
    expect((await signIn(owner.email, 'Command@Line1')).status).toBe(200);

    const made = await setShopAccountPassword(db(), 'localhost', { email: owner.email });
    expect(made.generatedPassword).toMatch(/^[a-zA-Z2-9]{5}(-[a-zA-Z2-9]{5}){3}$/);
    expect((await signIn(owner.email, made.generatedPassword!)).status).toBe(200);

    await expect(setShopAccountPassword(db(), 'apna-bazaar', { email: OWNER2.email })).rejects.toThrow(
      `${OWNER2.email} has no back-office account at Apna Bazaar (see npm run shop -- list).`,
    );
    await expect(setShopAccountPassword(db(), 'apna-bazaar', { email: owner.email, password: 'short' })).rejects.toThrow(
      'A back-office password must be at least 10 characters long.',
    );

    await addOperator(db(), { email: 'ops2@example.com', password: 'Operator@Start1' });
    const operatorSession = await platform.consoleSignIn('ops2@example.com', 'Operator@Start1', SHOP2);
    expect(await setOperatorPassword(db(), { email: 'ops2@example.com', password: 'Operator@Line2' })).toEqual({ email: 'ops2@example.com' });
    expect((await me(operatorSession, SHOP2)).status).toBe(401);
    expect((await signIn('ops2@example.com', 'Operator@Line2', SHOP2)).status).toBe(200);
    await expect(setOperatorPassword(db(), { email: owner.email })).rejects.toThrow(`${owner.email} is not a platform operator`);
  });
});
