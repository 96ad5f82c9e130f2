import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellerLogoAnswer } from '../contract/branding';
import { consoleBrandingSavedAnswer } from '../contract/console-branding';
import { SHOP2, type TestPlatform } from '../../testing/test-platform';
import { brandingCalls, FORM, setUpBranding } from '../../testing/branding-test-kit';

/** Hindi (issue 29): the shop's language and the Hindi versions of its name and header strip, on both databases. */
describe('console branding in Hindi', () => {
  let platform: TestPlatform;
  let token: string;
  const { shopRow, save } = brandingCalls(() => ({ platform, token }));
  const logo = async (host?: string) => resellerLogoAnswer.parse((await platform.call('GET', '/api/GetResellerLogo', { host })).body).data[0]!;

  beforeAll(async () => {
    ({ platform, token } = await setUpBranding());
  });
  afterAll(() => platform.close());

  it('starts in English with no Hindi texts, and the storefront call says so', async () => {
    const branding = (await platform.call('GET', '/api/console/branding', { token })).body.branding;
    expect(branding).toMatchObject({ defaultLanguage: 'en', shopNameHi: '', headerStripHi: '' });
    const answer = await logo();
    expect(answer.default_language).toBe('en');
    expect(answer).not.toHaveProperty('shop_name_hi');
    expect(answer).not.toHaveProperty('delivery_promise_hi');
  });

  it('saves the language and the Hindi texts (trimmed, composed), answers them to the storefront, and only for this shop', async () => {
    // क़ typed as क + nukta is stored composed the way NFC writes it; the English stays as it was.
    const result = await save({
      ...FORM,
      defaultLanguage: 'hi',
      shopNameHi: '  अपना बाज़ार ',
      headerStripHi: 'कैश ऑन डिलीवरी | ज़्यादातर सामान पर मुफ़्त डिलीवरी',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.message).toBe('Branding saved.');
    const saved = consoleBrandingSavedAnswer.parse(result.body).branding;
    expect(saved).toMatchObject({ shopName: 'Apna Bazaar', defaultLanguage: 'hi', shopNameHi: 'अपना बाज़ार'.normalize('NFC') });
    expect(saved.headerStripHi).toBe('कैश ऑन डिलीवरी | ज़्यादातर सामान पर मुफ़्त डिलीवरी'.normalize('NFC'));

    expect(await logo()).toMatchObject({
      shop_name: 'Apna Bazaar',
      delivery_promise: FORM.headerStrip,
      default_language: 'hi',
      shop_name_hi: 'अपना बाज़ार'.normalize('NFC'),
      delivery_promise_hi: saved.headerStripHi,
    });
    expect(await shopRow()).toMatchObject({ defaultLanguage: 'hi', shopNameHi: saved.shopNameHi, deliveryPromiseHi: saved.headerStripHi });
    const other = await logo(SHOP2);
    expect(other.default_language).toBe('en');
    expect(other).not.toHaveProperty('shop_name_hi');

    const again = await save({ ...FORM, defaultLanguage: 'hi', shopNameHi: saved.shopNameHi, headerStripHi: saved.headerStripHi });
    expect(again.body.message).toBe('Nothing to change.');
  });

  it('empties the Hindi texts when the form sends them empty, and a form without the new fields means English', async () => {
    const result = await save({ ...FORM, defaultLanguage: 'hi', shopNameHi: '', headerStripHi: '' });
    expect(result.status).toBe(200);
    const answer = await logo();
    expect(answer.default_language).toBe('hi');
    expect(answer).not.toHaveProperty('shop_name_hi');
    expect(answer).not.toHaveProperty('delivery_promise_hi');
    // The form is saved whole, as every other field is: an older client that does not send the language sets English.
    expect((await save(FORM)).status).toBe(200);
    expect((await logo()).default_language).toBe('en');
  });

  it('takes a Hindi shop name of exactly 60 characters, counted after composing', async () => {
    const sixty = 'क'.repeat(60);
    const result = await save({ ...FORM, shopNameHi: sixty });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect((await shopRow()).shopNameHi).toBe(sixty);
    expect((await save(FORM)).status).toBe(200);
  });

  it.each([
    ['a Hindi shop name of 61 characters', { shopNameHi: 'क'.repeat(61) }, 'shopNameHi', 'The Hindi shop name can be at most 60 characters.'],
    // 31 precomposed क़ (U+0958) decompose to 62 characters under NFC: what is stored is what is counted.
    [
      'a Hindi shop name longer than 60 once composed',
      { shopNameHi: '\u0958'.repeat(31) },
      'shopNameHi',
      'The Hindi shop name can be at most 60 characters.',
    ],
    [
      'a Hindi header strip of 121 characters',
      { headerStripHi: 'म'.repeat(121) },
      'headerStripHi',
      'The Hindi header strip text can be at most 120 characters.',
    ],
    ['a language that is neither', { defaultLanguage: 'ta' }, 'defaultLanguage', 'Choose the shop’s language: English or Hindi.'],
    ['a Hindi shop name that is not text', { shopNameHi: 42 }, 'shopNameHi', 'The Hindi shop name must be text.'],
  ])('refuses %s with a message naming the field, and saves nothing', async (_case, change, field, message) => {
    const before = await shopRow();
    const result = await save({ ...FORM, shopName: 'Changed Name', ...change });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ status: 'false', message, field });
    expect(await shopRow()).toEqual(before);
  });
});
