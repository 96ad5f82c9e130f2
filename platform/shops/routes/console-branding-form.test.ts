import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '../../shared/events';
import { OWNER2, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';
import { brandingCalls, FORM, setUpBranding } from '../../testing/branding-test-kit';

describe('console branding', () => {
  let platform: TestPlatform;
  let token: string;
  const { shopRow, save } = brandingCalls(() => ({ platform, token }));

  beforeAll(async () => {
    ({ platform, token } = await setUpBranding());
  });
  afterAll(() => platform.close());

  it("answers the shop's branding to its console, and 401 without a console session", async () => {
    const result = await platform.call('GET', '/api/console/branding', { token });
    expect(result.status).toBe(200);
    expect(result.body.branding).toMatchObject({ ...FORM, logoUrl: '/uploads/logos/apna-bazaar-c2185b.png', logoUploaded: false, logoVersion: 1 });
    expect((await platform.call('GET', '/api/console/branding')).status).toBe(401);
    const shopper = await platform.signIn('priya@example.com', 'Priya@2024');
    expect((await platform.call('GET', '/api/console/branding', { token: shopper })).status).toBe(401);
  });

  it('saves the form: the storefront calls answer the new values and the shop’s pages are expired', async () => {
    const heard: Change[] = [];
    const stop = platform.context.changes.subscribe((change) => void heard.push(change));
    const result = await save({
      ...FORM,
      shopName: '  Apna Bazaar Plus ',
      theme: { ...FORM.theme, primary: '#1D4ED8' },
      mobile: '+91 98765-43210',
      social: { ...FORM.social, twitter: 'https://x.com/apnabazaar' },
      headerStrip: 'Free Delivery above ₹499',
      gstin: '27aapfu0939f1zv',
    });
    stop();
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.message).toBe('Branding saved.');
    expect(result.body.branding).toMatchObject({ shopName: 'Apna Bazaar Plus', mobile: '9876543210', gstin: '27AAPFU0939F1ZV', logoVersion: 2 });
    expect(heard).toContainEqual({ tags: expect.arrayContaining(['shop:localhost']) });

    const logo = (await platform.call('GET', '/api/GetResellerLogo')).body.data[0];
    // The generated wordmark follows the new name and colour.
    expect(logo).toMatchObject({
      shop_name: 'Apna Bazaar Plus',
      logo: '/uploads/logos/apna-bazaar-plus-1d4ed8.png',
      delivery_promise: 'Free Delivery above ₹499',
    });
    expect((await platform.call('POST', '/api/Get_Theme_Color')).body.data[0].primary).toBe('#1d4ed8');
    expect((await platform.call('GET', '/api/Social_media_links')).body.data[0].twitter).toBe('https://x.com/apnabazaar');
    expect((await shopRow()).gstin).toBe('27AAPFU0939F1ZV');

    const again = await save({ ...FORM, shopName: 'Apna Bazaar Plus', theme: { ...FORM.theme, primary: '#1d4ed8' }, ...sameAsSaved() });
    expect(again.body.message).toBe('Nothing to change.');
    expect((await save(FORM)).status).toBe(200);
  });

  function sameAsSaved() {
    return { social: { ...FORM.social, twitter: 'https://x.com/apnabazaar' }, headerStrip: 'Free Delivery above ₹499', gstin: '27AAPFU0939F1ZV' };
  }

  it.each([
    ['an empty shop name', { shopName: '   ' }, 'shopName', 'Enter the shop name.'],
    ['a shop name of 61 characters', { shopName: 'x'.repeat(61) }, 'shopName', 'The shop name can be at most 60 characters.'],
    [
      'a colour that is not #rrggbb',
      { theme: { ...FORM.theme, primary: 'red' } },
      'theme.primary',
      'Choose a colour as # and six hex digits, for example #c2185b.',
    ],
    [
      'a GSTIN of the wrong shape',
      { gstin: '27AAPFU0939F1Z' },
      'gstin',
      'Enter the GSTIN as its 15 characters (for example 27AAPFU0939F1ZV), or leave it empty.',
    ],
    [
      'a GSTIN with a wrong check character',
      { gstin: '27AAPFU0939F1ZW' },
      'gstin',
      'This GSTIN’s last character does not match the others: check it for a typing mistake.',
    ],
    [
      'a social link that is not https',
      { social: { ...FORM.social, facebook: 'http://facebook.com/x' } },
      'social.facebook',
      'Enter a link starting with https://, or leave it empty.',
    ],
    ['a mobile number of 9 digits', { mobile: '987654321' }, 'mobile', 'Enter a 10-digit mobile number, or leave it empty.'],
    ['an email without a domain', { email: 'support@' }, 'email', 'Enter a valid email address, or leave it empty.'],
    ['an empty header strip', { headerStrip: ' ' }, 'headerStrip', 'Enter the header strip text.'],
  ])('refuses %s with a message naming the field, and saves nothing', async (_case, change, field, message) => {
    const before = await shopRow();
    const result = await save({ ...FORM, shopName: 'Changed Name', ...change });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ status: 'false', message, field });
    expect(await shopRow()).toEqual(before);
  });

  it("refuses another shop's console session (403) and saves nothing there", async () => {
    const other = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
    const before = await shopRow();
    const result = await save({ ...FORM, shopName: 'Taken Over' }, SHOP1, other);
    expect(result.status).toBe(403);
    expect(await shopRow()).toEqual(before);
  });
});
