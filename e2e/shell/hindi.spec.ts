import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { NAV, origin } from '../support/catalogue-support';
import { keepScreenshot } from '../support/screenshots';

// The storefront in Hindi, at 390 px: /hi/… pages in Devanagari with <html lang="hi-IN">, hreflang alternates, the
// language switch (same page, other language, remembered in the `lang` cookie) and a Hindi 404.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'A phone journey: the phone project runs it at 390 px.');

const PRODUCT = '/product/holi-t-shirt';
const LISTING = '/products-section2/101';

async function expectHindiDocument(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // The shell: the menu button and the search box speak Hindi.
  await expect(page.getByRole('button', { name: 'मेन्यू खोलें' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'उत्पाद खोजें' }).first()).toBeVisible();
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: /^(मेन्यू खोलें|Open menu)$/ }).click();
  const menu = page.getByRole('dialog', { name: /^(मेन्यू|Menu)$/ });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('हिन्दी: the storefront in Hindi', () => {
  test('home, a listing and a product page show Hindi, with prices in ₹ and Hindi links', async ({ page }, testInfo) => {
    const response = await page.goto(`${origin}/hi`);
    expect(response?.status()).toBe(200);
    await expectHindiDocument(page);
    await expect(page.getByRole('heading', { name: 'श्रेणी के अनुसार खरीदें' })).toBeVisible();
    await expect(page.getByRole('button', { name: /कार्ट में जोड़ें$/ }).first()).toBeVisible();
    await expect(page.getByText('नियम और शर्तें').first()).toBeAttached();
    // The carousels' buttons are named in Hindi to a screen reader too.
    const banners = page.getByTestId('banner-carousel');
    await expect(banners.getByRole('button', { name: '3 में से बैनर 1 दिखाएँ' })).toBeAttached();
    await expect(banners.getByRole('button', { name: /^बैनर (रोकें|चलाएँ)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^श्रेणियाँ (रोकें|चलाएँ)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'अगली श्रेणियाँ' })).toBeVisible();
    // Cards lead to the Hindi product pages.
    await expect(page.locator('[data-testid="product-card"] a[href^="/hi/product-category/"]').first()).toBeAttached();
    await keepScreenshot(page, testInfo, 'hindi-home');

    await page.goto(`${origin}/hi${LISTING}`);
    await expectHindiDocument(page);
    await expect(page.getByText('क्रम', { exact: true })).toBeVisible();
    await expect(page.getByTestId('listing-count')).toContainText('उत्पाद');
    await expect(page.getByRole('navigation', { name: 'ब्रेडक्रम्ब' }).getByRole('link', { name: 'होम' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'hindi-listing');

    await page.goto(`${origin}/hi${PRODUCT}`);
    await expectHindiDocument(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('सभी टैक्स सहित')).toBeVisible();
    await expect(page.getByText('साइज़ चुनें')).toBeVisible();
    await expect(page.getByTestId('product-price')).toContainText('₹');
    await keepScreenshot(page, testInfo, 'hindi-product');

    // English stays English.
    await page.goto(`${origin}${PRODUCT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
  });

  test('catalogue pages name both languages (hreflang) and their own canonical URL', async ({ request }) => {
    for (const path of ['', LISTING, PRODUCT, '/Product-Serach/shirt']) {
      for (const hindi of [false, true]) {
        const url = hindi ? `/hi${path}` : path || '/';
        const html = await (await request.get(`${origin}${url}`)).text();
        const english = `${origin}${path}`;
        const inHindi = `${origin}/hi${path}`;
        expect(html, url).toContain(`<html lang="${hindi ? 'hi-IN' : 'en-IN'}"`);
        expect(html, url).toContain(`<link rel="alternate" hrefLang="en-IN" href="${english}"/>`);
        expect(html, url).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${inHindi}"/>`);
        expect(html, url).toContain(`<link rel="alternate" hrefLang="x-default" href="${english}"/>`);
        expect(html, url).toContain(`<link rel="canonical" href="${hindi ? inHindi : english}"/>`);
      }
    }
  });

  test('the switch in the mobile menu keeps the page, changes the language and is remembered', async ({ page, context }, testInfo) => {
    await page.goto(`${origin}/hi${PRODUCT}`);
    let menu = await openMenu(page);
    const toEnglish = menu.getByRole('link', { name: /English/ });
    await expect(toEnglish.locator('[lang="en-IN"]')).toHaveText('English');
    await keepScreenshot(page, testInfo, 'hindi-menu');
    await toEnglish.click();
    await expect(page).toHaveURL(`${origin}${PRODUCT}`, NAV);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');

    menu = await openMenu(page);
    const toHindi = menu.getByRole('link', { name: /हिन्दी/ });
    await expect(toHindi.locator('[lang="hi-IN"]')).toHaveText('हिन्दी');
    await toHindi.click();
    await expect(page).toHaveURL(`${origin}/hi${PRODUCT}`, NAV);
    await expectHindiDocument(page);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('hi');

    // Remembered: an English address of a catalogue page now opens its Hindi twin.
    await page.goto(`${origin}${LISTING}`);
    await expect(page).toHaveURL(`${origin}/hi${LISTING}`, NAV);
    await expectHindiDocument(page);
  });

  test('the switch is a plain link that works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${origin}${LISTING}?sort=nameAZ`);
    const link = page.getByTestId('language-switch').first();
    expect(await link.getAttribute('href')).toBe(`/store/language?${new URLSearchParams({ to: 'hi', next: LISTING })}`);
    await page.goto(`${origin}${await link.getAttribute('href')}`);
    await expect(page).toHaveURL(`${origin}/hi${LISTING}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await context.close();
  });

  test('the shopper’s own screens have a Hindi address: the sign-in gate leads to the Hindi sign-in, the rest to English', async ({ request }) => {
    const cart = await request.get(`${origin}/hi/addcart`, { maxRedirects: 0 });
    expect(cart.status()).toBe(200);
    expect(await cart.text()).toContain('<html lang="hi-IN"');
    const gated = await request.get(`${origin}/hi/your-orders`, { maxRedirects: 0 });
    expect(gated.status()).toBe(307);
    const login = new URL(gated.headers()['location'] ?? '', origin);
    expect(login.pathname).toBe('/hi/login');
    expect(login.searchParams.get('next')).toBe('/hi/your-orders');
    const english = await request.get(`${origin}/your-orders`, { maxRedirects: 0 });
    expect(new URL(english.headers()['location'] ?? '', origin).pathname).toBe('/login');
    for (const [path, status, target] of [
      ['/hi/Checkout2', 308, '/hi/checkout2'],
      ['/hi/dev-mailbox', 307, '/dev-mailbox'],
    ] as const) {
      const answer = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(status);
      expect(new URL(answer.headers()['location'] ?? '', origin).pathname, path).toBe(target);
    }
  });

  test('a Hindi 404 answers 404 with the Hindi not-found screen', async ({ page, request }, testInfo) => {
    for (const path of ['/hi/no-such-page', '/hi/product/no-such-product']) {
      const answer = await request.get(`${origin}${path}`);
      expect(answer.status(), path).toBe(404);
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    }
    await keepScreenshot(page, testInfo, 'hindi-404');
    const english = await page.goto(`${origin}/no-such-page`);
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a product 404’s server HTML carries its message, its language and the shop around it', async ({ request }) => {
    // Next 16 answers a notFound() thrown by a page with an empty error document (<html id="__next_error__">) and
    // draws the not-found screen in the browser (vercel/next.js#62228); the product page throws it inside a Suspense
    // boundary whose fallback is that screen (modules/shell/components/not-found-answer.tsx).
    await expectNotFoundHtml(request, [
      ['/hi/product/no-such-product', 'hi-IN', 'पेज नहीं मिला'],
      ['/product/no-such-product', 'en-IN', 'Page Not Found'],
    ]);
  });

  test('an unknown path’s 404 server HTML carries its message and language', async ({ request }) => {
    // Known failure: rendering the unknown path whole and cached (so the Suspense boundary keeps the 404) stopped the
    // header search's client navigation from committing (shell-header.spec's hydration test), so [...rest] still
    // throws notFound() itself and gets Next's empty error document before hydration.
    test.fail();
    await expectNotFoundHtml(request, [
      ['/hi/no-such-page', 'hi-IN', 'पेज नहीं मिला'],
      ['/no-such-page', 'en-IN', 'Page Not Found'],
    ]);
  });
});

async function expectNotFoundHtml(request: APIRequestContext, cases: (readonly [string, string, string])[]) {
  for (const [path, lang, heading] of cases) {
    const answer = await request.get(`${origin}${path}`);
    expect(answer.status(), path).toBe(404);
    const html = await answer.text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).not.toContain('__next_error__');
    expect(html, path).toContain(`<title>${heading} | `);
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(visible, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // Inside the shop: its header and footer are there too.
    expect(visible, path).toContain('<footer');
  }
}
