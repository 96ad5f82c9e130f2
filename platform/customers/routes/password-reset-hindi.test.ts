import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '../contract/auth';
import { createTestPlatform, OWNER1, SHOP1, type TestPlatform } from '../../testing/test-platform';
import { mailsTo } from '../../testing/mailbox-kit';

/** A reset asked for on the shop's Hindi page (`language: 'hi'`) is mailed in Hindi, its link to the Hindi page. */
describe('password-reset mails in Hindi', () => {
  let platform: TestPlatform;
  let mobileSeq = 8100000000;

  const register = async (email: string) => {
    const json = { firstname: 'Kavya', lastname: 'Rao', email, mobileno: String(mobileSeq++), password: 'Forgot@2024' };
    expect((await platform.call('POST', '/api/insert_customer', { host: SHOP1, json })).status).toBe(200);
  };
  const origin = { 'x-forwarded-host': 'localhost:3106', 'x-forwarded-proto': 'http' };
  const forgot = (json: Record<string, unknown>) => platform.call('POST', '/api/Forgot_Password', { host: SHOP1, headers: origin, json });

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('mails the reset link in Hindi, leading to the Hindi reset page, and the link works', async () => {
    await register('hindi.reset@example.com');
    expect((await forgot({ email: 'hindi.reset@example.com', language: 'hi' })).body).toEqual({ status: 'true', message: FORGOT_PASSWORD_MESSAGE });
    const [mail] = await mailsTo(platform, 'hindi.reset@example.com');
    expect(mail!.subject).toBe('अपने Apna Bazaar अकाउंट का पासवर्ड रीसेट करें');
    expect(mail!.text).toMatch(/^नमस्ते Kavya,\n\nहमें आपके Apna Bazaar अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है।\n/);
    expect(mail!.text).toContain('नया पासवर्ड चुनने के लिए यह लिंक खोलें (यह एक ही बार, 30 मिनट तक काम करेगा):');
    expect(mail!.text).toContain('अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड नहीं बदलेगा।');
    const link = /(http:\/\/localhost:3106\/hi\/reset-password\?token=\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeTruthy();
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.html).toContain('>पासवर्ड रीसेट करें</a>');
    expect(mail!.html).toContain(`href="${link!.replaceAll('&', '&amp;')}"`);

    const token = new URL(link!).searchParams.get('token')!;
    const reset = await platform.call('POST', '/api/Reset_Password', { host: SHOP1, json: { token, new_password: 'Naya@2024' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  });

  it('mails in English, exactly as before, without a language or in English', async () => {
    await register('english.reset@example.com');
    for (const json of [{ email: 'english.reset@example.com' }, { email: 'english.reset@example.com', language: 'en' }]) {
      expect((await forgot(json)).status).toBe(200);
      const [mail] = await mailsTo(platform, 'english.reset@example.com');
      expect(mail!.subject).toBe('Reset your Apna Bazaar password');
      expect(mail!.text).toMatch(/^Hello Kavya,\n\nWe received a request to reset the password of your Apna Bazaar account\.\n/);
      expect(mail!.text).toContain('http://localhost:3106/reset-password?token=');
      expect(mail!.html).toMatch(/^<!doctype html>\n<html><body /);
    }
  });

  it('refuses a language it does not write in with a 400 naming the field, and mails nothing', async () => {
    await register('bad.language@example.com');
    const refused = await forgot({ email: 'bad.language@example.com', language: 'hin' });
    expect(refused).toMatchObject({ status: 400, body: { status: 'false', message: "language: must be 'en' or 'hi'", field: 'language' } });
    expect(await mailsTo(platform, 'bad.language@example.com')).toEqual([]);
  });

  it('keeps console reset mails in English', async () => {
    const asked = await platform.call('POST', '/api/console/forgot_password', {
      host: SHOP1,
      headers: origin,
      json: { email: OWNER1.email, language: 'hi' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [mail] = await mailsTo(platform, OWNER1.email);
    expect(mail!.subject).toBe('Reset your Apna Bazaar console password');
    expect(mail!.text).toMatch(/^Hello/);
  });
});
