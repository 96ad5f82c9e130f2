import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { NAV, origin, port, shop2 } from '../support/catalogue-support';
import { OWNER2, signInToConsole } from '../support/console-support';
import { keepScreenshot } from '../support/screenshots';

// A shop whose language is Hindi opens in Hindi: a visitor at `/` who has not chosen English is sent to /hi; one who
// switches to English keeps the English home; the owner's change of language in the console shows at the next visit.
// Kesari Mart (shop2.localhost) plays the shop, so the other journeys on Apna Bazaar's home are not disturbed.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'A phone journey: the phone project runs it at 390 px.');

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Requests through Node, which may not resolve shop2.localhost: the Host header names the shop instead. */
const KESARI = { host: `shop2.localhost:${port}` };

async function ownerHeaders(request: APIRequestContext) {
  const signIn = await request.post(`${origin}/api/console/sign_in`, { headers: KESARI, data: OWNER2 });
  return { ...KESARI, authorization: `Bearer ${(await signIn.json()).token}` };
}

/** Puts Kesari Mart back in English, the rest of its branding as it is (whatever a failed run left). */
async function restore(request: APIRequestContext) {
  const headers = await ownerHeaders(request);
  const { branding } = await (await request.get(`${origin}/api/console/branding`, { headers })).json();
  if (branding.defaultLanguage === 'en') return;
  const { logoUrl: _l, faviconUrl: _f, logoUploaded: _lu, faviconUploaded: _fu, logoVersion: _v, ...form } = branding;
  await request.post(`${origin}/api/console/branding`, { headers, data: { ...form, defaultLanguage: 'en' } });
}

/** The owner chooses the shop's language in the console's Branding (at 1280 px, where the form is checked). */
async function chooseShopLanguage(browser: Browser, label: 'English' | 'हिन्दी', screenshot?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInToConsole(page, OWNER2, shop2);
  await page.goto(`${shop2}/admin/branding`);
  await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible(NAV);
  const language = page.getByLabel('Shop language');
  await language.selectOption({ label });
  await expect(language).toHaveAccessibleDescription(/opens in this language: with हिन्दी, shoppers arriving at your home page get it in Hindi/);
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.locator('[data-branding-form] [role="status"]')).toHaveText('Branding saved.', NAV);
  // Saved, the field still shows the language chosen (the form's reset must not put it back).
  await expect(language).toHaveValue(label === 'English' ? 'en' : 'hi');
  if (screenshot) await screenshot(page);
  await context.close();
}

async function expectEnglishHome(page: Page) {
  await expect(page).toHaveURL(`${shop2}/`, NAV);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible(NAV);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
}

test.describe('a shop whose language is Hindi', () => {
  test.afterAll(async ({ request }) => restore(request));

  test('opens in Hindi at /, keeps the English home for a shopper who chose English, and follows the owner’s change back', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await restore(request);
    // English first (and so cached): the change below must expire it.
    await page.goto(`${shop2}/`);
    await expectEnglishHome(page);

    await chooseShopLanguage(browser, 'हिन्दी', async (branding) => {
      await branding.getByLabel('Shop language').scrollIntoViewIfNeeded();
      await keepScreenshot(branding, testInfo, 'console-language-hint');
    });

    // A fresh visitor at / gets the Hindi home.
    const visitor = await browser.newContext(PHONE);
    const shopper = await visitor.newPage();
    await shopper.goto(`${shop2}/`);
    await expect(shopper).toHaveURL(`${shop2}/hi`, NAV);
    await expect(shopper.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(shopper.getByRole('heading', { name: 'श्रेणी के अनुसार खरीदें' })).toBeVisible(NAV);
    await expect(shopper.getByRole('button', { name: 'मेन्यू खोलें' })).toBeVisible();
    await keepScreenshot(shopper, testInfo, 'hindi-home-at-root');

    // / answers a redirect, the same for every visitor with no choice (cached), and /hi names `/` as x-default only.
    for (let i = 0; i < 2; i++) {
      const root = await request.get(`${origin}/`, { headers: KESARI, maxRedirects: 0 });
      expect(root.status()).toBe(307);
      expect(root.headers().location).toBe('/hi');
    }
    const hindi = await (await request.get(`${origin}/hi`, { headers: KESARI })).text();
    expect(hindi).toContain(`<link rel="canonical" href="${shop2}/hi"/>`);
    expect(hindi).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${shop2}/hi"/>`);
    expect(hindi).toContain(`<link rel="alternate" hrefLang="x-default" href="${shop2}"/>`);
    expect(hindi).not.toContain('<link rel="alternate" hrefLang="en-IN"');
    const sitemap = await (await request.get(`${origin}/sitemap.xml`, { headers: KESARI })).text();
    expect(sitemap).toContain(`<loc>${shop2}/hi</loc>`);
    expect(sitemap).not.toContain(`<loc>${shop2}/</loc>`);
    expect(sitemap).toContain(`<loc>${shop2}/product/holi-t-shirt</loc>`);

    // The switch to English (in the menu) lands on the English home, and it is remembered.
    await shopper.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await shopper
      .getByRole('dialog', { name: 'मेन्यू' })
      .getByRole('link', { name: /English/ })
      .click();
    await expectEnglishHome(shopper);
    expect((await visitor.cookies(shop2)).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await shopper.reload();
    await expectEnglishHome(shopper);
    await shopper.goto(`${shop2}/products-section2/101`);
    await expect(shopper.locator('html')).toHaveAttribute('lang', 'en-IN', NAV);
    await shopper.goto(`${shop2}/`);
    await expectEnglishHome(shopper);
    // Its English home is not what anyone else gets.
    const other = await request.get(`${origin}/`, { headers: KESARI, maxRedirects: 0 });
    expect(other.status()).toBe(307);
    await visitor.close();

    // The owner puts the shop back in English: a fresh visitor at / gets the English home again.
    await chooseShopLanguage(browser, 'English');
    const later = await browser.newContext(PHONE);
    const next = await later.newPage();
    await next.goto(`${shop2}/`);
    await expectEnglishHome(next);
    await later.close();
    const english = await (await request.get(`${origin}/`, { headers: KESARI, maxRedirects: 0 })).text();
    expect(english).toContain(`<link rel="alternate" hrefLang="en-IN" href="${shop2}"/>`);
  });
});
