import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, INVALID_GRANT_DESCRIPTION, RESET_LINK_INVALID_MESSAGE } from '../contract/auth';
import { UNAUTHORIZED_MESSAGE } from '../../shared/contract/common';
import { devMailbox, passwordResets } from '../tables';
import { createTestPlatform, SHOP1, SHOP2, SHOPPER2, type TestPlatform } from '../../testing/test-platform';

const FORGOT_ANSWER = { status: 'true', message: FORGOT_PASSWORD_MESSAGE };
const RESET_DONE = { status: 'true', message: 'Your password has been reset. Please sign in with your new password.' };
const LINK_INVALID = { status: 'false', message: RESET_LINK_INVALID_MESSAGE, field: 'token' };

describe('forgotten passwords', () => {
  let platform: TestPlatform;
  let mobileSeq = 8000000000;

  const register = async (email: string, password = 'Forgot@2024', host = SHOP1) => {
    const json = { firstname: 'Kavya', lastname: 'Rao', email, mobileno: String(mobileSeq++), password };
    const result = await platform.call('POST', '/api/insert_customer', { host, json });
    expect(result.status).toBe(200);
  };
  const forgot = (email: string, options: { host?: string; headers?: Record<string, string> } = {}) =>
    platform.call('POST', '/api/Forgot_Password', { json: { email }, ...options });
  const reset = (token: string, newPassword: string, host = SHOP1) =>
    platform.call('POST', '/api/Reset_Password', { host, json: { token, new_password: newPassword } });
  const mailbox = async (host = SHOP1) => {
    const result = await platform.call('GET', '/api/Dev_Mailbox', { host });
    expect(result.status).toBe(200);
    return result.body.data as { id: number; to: string; subject: string; text: string; html: string; created_at: string }[];
  };
  const mailsTo = async (email: string, host = SHOP1) => (await mailbox(host)).filter((mail) => mail.to === email);
  const linkIn = (text: string) => /(\S+\/reset-password\?token=\S+)/.exec(text)?.[1] ?? '';
  const tokenIn = (text: string) => new URL(linkIn(text)).searchParams.get('token') ?? '';
  const signIn = (username: string, password: string, host = SHOP1) =>
    platform.call('POST', '/token', { host, form: { username, password, grant_type: 'password' } });

  /** Asks for a reset of `email` and answers the token of the link that arrived. */
  const requestLink = async (email: string) => {
    expect((await forgot(email)).body).toEqual(FORGOT_ANSWER);
    const [latest] = await mailsTo(email);
    return tokenIn(latest!.text);
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('mails a known shopper a reset link to the shop they are on, naming the shop', async () => {
    await register('kavya@example.com');
    const result = await forgot('  Kavya@Example.com ');
    expect(result.status).toBe(200);
    expect(result.body).toEqual(FORGOT_ANSWER);

    const mails = await mailsTo('kavya@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Reset your Apna Bazaar password');
    expect(mail.text).toContain('Apna Bazaar');
    expect(mail.text).toContain('30 minutes');
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/localhost\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${link}"`);
    expect(new Date(mail.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await platform.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, tokenIn(mail.text)));
    expect(row).toBeUndefined(); // stored hashed, never as the token itself
  });

  it('answers the same for an unknown email, and for a shopper of the other shop, and sends nothing', async () => {
    const before = (await mailbox(SHOP1)).length;
    const beforeShop2 = (await mailbox(SHOP2)).length;
    const unknown = await forgot('nobody@example.com');
    const foreign = await forgot(SHOPPER2.email, { host: SHOP1 });
    for (const result of [unknown, foreign]) {
      expect(result.status).toBe(200);
      expect(result.body).toEqual(FORGOT_ANSWER);
    }
    expect(await mailbox(SHOP1)).toHaveLength(before);
    expect(await mailbox(SHOP2)).toHaveLength(beforeShop2);
  });

  it('builds the link from the forwarded scheme and host, keeping only a host of the shop', async () => {
    await register('forwarded@example.com');
    await forgot('forwarded@example.com', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost:3000' } });
    expect(linkIn((await mailsTo('forwarded@example.com'))[0]!.text)).toMatch(/^https:\/\/localhost:3000\/reset-password\?token=/);

    await forgot('forwarded@example.com', { headers: { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'localhost:3000@evil.example' } });
    expect(linkIn((await mailsTo('forwarded@example.com'))[0]!.text)).toMatch(/^http:\/\/localhost\/reset-password\?token=/);
  });

  it('resets the password once and only once; the new password signs in, the old does not', async () => {
    await register('once@example.com', 'Before@2024');
    const session = (await signIn('once@example.com', 'Before@2024')).body.access_token as string;
    const token = await requestLink('once@example.com');

    const result = await reset(token, 'After@2025');
    expect(result.status).toBe(200);
    expect(result.body).toEqual(RESET_DONE);

    const again = await reset(token, 'Again@2025');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(LINK_INVALID);

    expect((await signIn('once@example.com', 'Before@2024')).body).toEqual({ error: 'invalid_grant', error_description: INVALID_GRANT_DESCRIPTION });
    expect((await signIn('once@example.com', 'After@2025')).status).toBe(200);
    const old = await platform.call('POST', '/api/User_profile', { token: session, json: {} });
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ Message: UNAUTHORIZED_MESSAGE });
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    await register('twice@example.com');
    const token = await requestLink('twice@example.com');
    const results = await Promise.all([reset(token, 'Racer@2025'), reset(token, 'Other@2025')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('voids the other links of the shopper once one has been used', async () => {
    await register('many-links@example.com');
    const first = await requestLink('many-links@example.com');
    const second = await requestLink('many-links@example.com');
    expect((await reset(second, 'Second@2025')).status).toBe(200);
    expect((await reset(first, 'First@2025')).body).toEqual(LINK_INVALID);
  });

  it('refuses an expired link, an unknown one and one of the other shop', async () => {
    await register('expired@example.com');
    const token = await requestLink('expired@example.com');
    expect((await reset(token, 'Fresh@2025', SHOP2)).body).toEqual(LINK_INVALID);
    expect((await reset('made-up-token', 'Fresh@2025')).body).toEqual(LINK_INVALID);

    const { hashSecret } = await import('../../shared/auth/secrets');
    await platform.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashSecret(token)));
    const result = await reset(token, 'Fresh@2025');
    expect(result.status).toBe(400);
    expect(result.body).toEqual(LINK_INVALID);
    expect((await signIn('expired@example.com', 'Forgot@2024')).status).toBe(200);
  });

  it('refuses a weak new password without spending the link', async () => {
    await register('weak@example.com');
    const token = await requestLink('weak@example.com');
    const weak = await reset(token, 'short1A');
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ status: 'false', message: 'Password must be at least 8 characters long.', field: 'new_password' });
    expect((await reset(token, 'Strong@2025')).status).toBe(200);
  });

  it('lifts a sign-in lock on the email once the password is reset', async () => {
    await register('locked-out@example.com');
    for (let i = 0; i < 5; i++) await signIn('locked-out@example.com', 'Wrong@2024');
    expect((await signIn('locked-out@example.com', 'Forgot@2024')).status).toBe(429);
    const token = await requestLink('locked-out@example.com');
    expect((await reset(token, 'Unlocked@2025')).status).toBe(200);
    expect((await signIn('locked-out@example.com', 'Unlocked@2025')).status).toBe(200);
  });

  it('sends at most 5 reset mails per shopper per hour, answering the same', async () => {
    await register('eager@example.com');
    for (let i = 0; i < 7; i++) expect((await forgot('eager@example.com')).body).toEqual(FORGOT_ANSWER);
    expect(await mailsTo('eager@example.com')).toHaveLength(5);
  });

  it("keeps each shop's mailbox to its own mail, newest first, at most 50", async () => {
    await register('arjun-namesake@example.com', 'Kesari@2024', SHOP2);
    await forgot('arjun-namesake@example.com', { host: SHOP2 });
    const shop2Mail = await mailbox(SHOP2);
    expect(shop2Mail.map((mail) => mail.to)).toContain('arjun-namesake@example.com');
    expect(shop2Mail.find((mail) => mail.to === 'arjun-namesake@example.com')!.subject).toBe('Reset your Kesari Mart password');
    expect((await mailbox(SHOP1)).map((mail) => mail.to)).not.toContain('arjun-namesake@example.com');

    const shopId = (await platform.context.resellers.byHost(SHOP2))!.id;
    await platform.database.db
      .insert(devMailbox)
      .values(Array.from({ length: 60 }, (_, i) => ({ shopId, toEmail: `bulk${i}@example.com`, subject: `Bulk ${i}`, text: 't', html: 'h' })));
    const many = await mailbox(SHOP2);
    expect(many).toHaveLength(50);
    expect(many[0]!.subject).toBe('Bulk 59');
    expect(many.map((mail) => mail.id)).toEqual([...many.map((mail) => mail.id)].sort((a, b) => b - a));
  });

  it('asks for the email by name when it is missing', async () => {
    const result = await platform.call('POST', '/api/Forgot_Password', { json: {} });
    expect(result.status).toBe(400);
    expect(result.body.field).toBe('email');
  });
});

describe('the development mailbox with SMTP configured', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({ smtpUrl: 'smtp://127.0.0.1:2525' });
  });
  afterAll(() => platform.close());

  it('does not exist', async () => {
    const result = await platform.call('GET', '/api/Dev_Mailbox');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ status: 'false', message: 'There is no call GET /api/Dev_Mailbox.' });
  });
});
