import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { origin, shop2 } from '../support/catalogue-support';
import { hardCodedEnglishPhrases } from '../support/hard-coded-english';
import { PRODUCTS, keepViewportScreenshot, toast, visibleButton } from '../support/product-fixtures';

/**
 * The product page in Hindi at 390 px (issue 29): the delivery widget's answers (deliverable, not deliverable, no cash
 * on delivery, a PIN code that does not exist), the size prompt and the wishlist toasts, the size chooser a card's
 * जोड़ें opens, the size chart, the share menu, and every modal's close button named बंद करें. None of it may say an
 * English phrase of the catalogue or of the components' code.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'A phone journey: the phone project runs it at 390 px.');

const nav = { timeout: 30_000 };
// Node does not resolve shop2.localhost as Chromium does: the API calls go to localhost naming Kesari Mart's host.
const kesari = { 'x-forwarded-host': new URL(shop2).host };

/** The catalogue's English (each message's literal pieces of two words or more) and the components' written-in English. */
function englishPhrases(): string[] {
  type Tree = { [key: string]: string | Tree };
  const read = (language: string) => JSON.parse(fs.readFileSync(`messages/${language}.json`, 'utf8')) as Tree;
  const [en, hi] = [read('en'), read('hi')];
  const phrases = new Set(hardCodedEnglishPhrases());
  const walk = (english: Tree, hindi: Tree) => {
    for (const [key, value] of Object.entries(english)) {
      if (typeof value !== 'string') {
        walk(value, hindi[key] as Tree);
        continue;
      }
      if (hindi[key] === value) continue;
      let rest = value;
      while (/\{[^{}]*\}/.test(rest)) rest = rest.replace(/\{[^{}]*\}/g, '\u0000');
      for (const piece of rest.split('\u0000')) {
        const phrase = piece.trim().replace(/^[\s.,:;!?·–—()-]+|[\s.,:;!?·–—()-]+$/g, '');
        if (phrase.split(/\s+/).length >= 2 && phrase.replace(/[^A-Za-z]/g, '').length >= 6) phrases.add(phrase);
      }
    }
  };
  walk(en, hi);
  return [...phrases];
}
const ENGLISH = englishPhrases();

/** What `part` shows and says to a screen reader (its text, and its elements' aria-label, title, alt, placeholder). */
async function expectNoEnglish(part: Locator, what: string) {
  const text = await part.evaluate((root: HTMLElement) => {
    const said = [...root.querySelectorAll('[aria-label], [title], img[alt], [placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [root.innerText, root.getAttribute('aria-label') ?? '', ...said].join('\n');
  });
  expect(
    ENGLISH.filter((phrase) => text.includes(phrase)),
    `${what}: English phrases`,
  ).toEqual([]);
}

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), 'horizontal overflow').toBeLessThanOrEqual(390);
}

/** The product page in Hindi, hydrated. */
async function openHindiProduct(page: Page, origin: string, slug: string) {
  await page.goto(`${origin}/hi/product/${slug}`, nav);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.locator('[data-testid="purchase-options"][data-hydrated]')).toHaveCount(1, nav);
}

/** What the platform says of a PIN code on shop2 (Check_Pincode), in its English. */
async function platformCheck(request: APIRequestContext, pincode: string) {
  const response = await request.post('/api/Check_Pincode', { data: { pincode }, headers: kesari });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { deliverable: boolean; cod_available: boolean; cod_reason?: string } }).data;
}

async function shot(page: Page, testInfo: TestInfo, name: string, target: Locator) {
  // In the middle of the screen, clear of the sticky header.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await keepViewportScreenshot(page, testInfo, name);
}

test.describe('हिन्दी: the product page', () => {
  test('the delivery widget answers in Hindi: deliverable, not deliverable, no cash on delivery, unknown PIN code', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Kesari Mart (shop2) delivers to 110001, not to the Andaman islands (744101), and takes no cash to 799001.
    expect(await platformCheck(request, '110001')).toMatchObject({ deliverable: true, cod_available: true });
    expect(await platformCheck(request, '744101')).toMatchObject({ deliverable: false });
    const blocked = await platformCheck(request, '799001');
    expect(blocked).toMatchObject({ deliverable: true, cod_available: false });
    // The platform says why in English; the Hindi page says it in Hindi.
    expect(blocked.cod_reason).toBe('Cash on delivery is not available for PIN code 799001. Please pay online.');

    await openHindiProduct(page, shop2, PRODUCTS.holi);
    const widget = page.getByTestId('delivery-check');
    await expect(widget).toHaveAttribute('data-hydrated', 'true', nav);
    await expect(widget).toHaveAccessibleName('डिलीवरी');
    await expect(widget).toContainText('कैश ऑन डिलीवरी उपलब्ध');
    await expectNoEnglish(widget, 'the widget before a PIN code');

    const pin = widget.getByRole('textbox', { name: 'डिलीवरी जाँचें' });
    await pin.fill('1100');
    await widget.getByRole('button', { name: 'जाँचें', exact: true }).click();
    await expect(widget.getByTestId('delivery-error')).toHaveText('पिन कोड पूरे 6 अंकों का होना चाहिए');
    await expect(pin).toHaveAccessibleDescription('पिन कोड पूरे 6 अंकों का होना चाहिए');

    // Deliverable: the day, where, and cash on delivery, all in Hindi; Change is बदलें, named for its PIN code.
    await pin.fill('110001');
    await pin.press('Enter');
    await expect(widget.getByTestId('delivery-promise')).toHaveText(/^[^\x00-\x7F]+, \d{1,2} \S+ तक डिलीवरी$/, nav);
    await expect(widget.getByTestId('delivery-place')).toHaveText(/^.+ 110001 के लिए$/);
    await expect(widget.getByTestId('delivery-cod')).toHaveText('कैश ऑन डिलीवरी उपलब्ध है');
    const change = widget.getByRole('button', { name: 'पिन कोड 110001 बदलें' });
    await expect(change).toBeFocused();
    await expect(change).toHaveText('बदलें');
    await expectNoEnglish(widget, 'a deliverable PIN code');
    await expectNoOverflow(page);
    await shot(page, testInfo, 'hi-product-delivery-390', widget);

    // Not deliverable.
    await change.click();
    await expect(pin).toBeFocused();
    await pin.fill('744101');
    await pin.press('Enter');
    await expect(widget.getByTestId('delivery-promise')).toHaveText('744101 पर डिलीवरी उपलब्ध नहीं', nav);
    await expect(widget.getByTestId('delivery-cod')).toHaveCount(0);
    await expect(widget.getByRole('button', { name: 'पिन कोड 744101 बदलें' })).toBeVisible();
    await expectNoEnglish(widget, 'a PIN code not delivered to');
    await shot(page, testInfo, 'hi-product-not-deliverable-390', widget);

    // Delivered, but no cash on delivery: the platform's reason in Hindi.
    await widget.getByRole('button', { name: 'पिन कोड 744101 बदलें' }).click();
    await pin.fill('799001');
    await pin.press('Enter');
    await expect(widget.getByTestId('delivery-cod')).toHaveText('पिन कोड 799001 पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।', nav);
    await expect(widget.getByTestId('delivery-promise')).toHaveText(/तक डिलीवरी$/);
    await expectNoEnglish(widget, 'a PIN code without cash on delivery');
    await shot(page, testInfo, 'hi-product-no-cod-390', widget);

    // A PIN code that does not exist: the platform's refusal in Hindi.
    await widget.getByRole('button', { name: 'पिन कोड 799001 बदलें' }).click();
    await pin.fill('999999');
    await pin.press('Enter');
    await expect(widget.getByTestId('delivery-error')).toHaveText('पिन कोड 999999 मौजूद नहीं है।', nav);
    await expect(widget.getByRole('button', { name: 'रद्द करें' })).toBeVisible();

    // The same answer at 1280 px, for the record.
    await pin.fill('110001');
    await pin.press('Enter');
    await expect(widget.getByTestId('delivery-cod')).toHaveText('कैश ऑन डिलीवरी उपलब्ध है', nav);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, testInfo, 'hi-product-delivery-1280', widget);
  });

  test('the size prompt, the wishlist toasts, the size chooser, the size chart and the share menu speak Hindi', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHindiProduct(page, origin, PRODUCTS.holi);

    // Wishlist without a size: the prompt; with one: added, then removed.
    const wishlist = visibleButton(page, 'विशलिस्ट');
    await wishlist.click();
    await expect(toast(page).filter({ hasText: 'आगे बढ़ने से पहले साइज़ चुनें!' })).toBeVisible();
    await expectNoEnglish(page.getByTestId('toasts'), 'the size prompt');
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await wishlist.click();
    await expect(toast(page).filter({ hasText: 'विशलिस्ट में जोड़ा गया' })).toBeVisible();
    await expect(toast(page)).toHaveCount(1);
    await wishlist.click();
    await expect(toast(page).filter({ hasText: 'आइटम विशलिस्ट से हटा दिया गया' })).toBeVisible();
    await expect(toast(page)).toHaveCount(1);

    // The size out of stock is said in Hindi to a screen reader.
    await expect(page.getByRole('radio', { name: 'L, स्टॉक में नहीं' })).toBeDisabled();

    // A quantity beyond the stock is refused in Hindi.
    const quantity = page.getByRole('spinbutton', { name: 'मात्रा' });
    await quantity.fill('999');
    await expect(page.getByText(/^स्टॉक में सिर्फ़ \d+ हैं।$/)).toBeVisible();
    await quantity.fill('1');

    // The size chart, and its close button's name.
    await page.getByRole('button', { name: 'साइज़ गाइड' }).click();
    const chart = page.getByRole('dialog', { name: 'साइज़ गाइड' });
    await expect(chart.getByRole('columnheader')).toHaveText(['साइज़', 'छाती', 'लंबाई', 'कंधा']);
    await expect(chart.getByRole('button', { name: 'बंद करें' })).toBeVisible();
    await expectNoEnglish(chart, 'the size chart');
    await chart.getByRole('button', { name: 'बंद करें' }).click();
    await expect(chart).toBeHidden();

    // The share menu (no native share in this browser) and its toast.
    const share = page.getByRole('button', { name: 'शेयर करें' });
    await share.click();
    await expect(page.getByRole('link', { name: /^WhatsApp पर शेयर करें/ })).toBeVisible();
    await page.getByRole('button', { name: 'लिंक कॉपी करें' }).click();
    await expect(toast(page).filter({ hasText: /^लिंक कॉपी (हो गया|नहीं हो सका)/ })).toBeVisible();

    // A similar product's heart, with its toast and link. Another product's toasts stack below this one's, so the
    // page's own removal toast (3 s) is let go first: a removal toast after this is the card's.
    await expect(toast(page).filter({ hasText: 'आइटम विशलिस्ट से हटा दिया गया' })).toHaveCount(0);
    const similar = page.getByTestId('similar-products');
    await similar.scrollIntoViewIfNeeded();
    const card = similar
      .locator('li')
      .filter({ has: page.getByRole('button', { name: /कार्ट में जोड़ें$/ }) })
      .first();
    await expect(card).toBeVisible(nav);
    await card.getByRole('button', { name: /विशलिस्ट में$/ }).click();
    const saved = toast(page).filter({ hasText: 'विशलिस्ट में जोड़ा गया' });
    await expect(saved).toBeVisible();
    await expect(saved.getByRole('link', { name: 'विशलिस्ट देखें' })).toBeVisible();
    await card.getByRole('button', { name: /विशलिस्ट में$/ }).click();
    await expect(toast(page).filter({ hasText: 'आइटम विशलिस्ट से हटा दिया गया' })).toBeVisible();

    // A sized card's जोड़ें opens the size chooser, in Hindi, its close button named बंद करें.
    await card.getByRole('button', { name: /कार्ट में जोड़ें$/ }).click();
    const chooser = page.getByRole('dialog', { name: 'साइज़ चुनें' });
    await expect(chooser).toBeVisible();
    await expect(chooser).toContainText('आगे बढ़ने से पहले साइज़ चुनें!');
    await expect(chooser.getByRole('group', { name: 'साइज़' })).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeDisabled();
    const close = chooser.getByRole('button', { name: 'बंद करें' });
    await expect(close).toBeVisible();
    await expectNoEnglish(chooser, 'the size chooser');
    await expectNoOverflow(page);
    await keepViewportScreenshot(page, testInfo, 'hi-product-size-dialog-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(chooser).toBeVisible();
    await keepViewportScreenshot(page, testInfo, 'hi-product-size-dialog-1280');
    await page.setViewportSize({ width: 390, height: 844 });

    // A size chosen adds it, with the Hindi answer.
    await chooser.locator('input[type="radio"]:not([disabled])').first().check({ force: true });
    await chooser.getByRole('button', { name: 'कार्ट में जोड़ें' }).click();
    await expect(chooser).toBeHidden();
    await expect(toast(page).filter({ hasText: 'कार्ट में जोड़ा गया' })).toBeVisible(nav);
    await expect(close).toHaveCount(0);
  });

  test('the product’s details are named in Hindi, and a listing’s filters drawer speaks Hindi', async ({ page }, testInfo) => {
    await openHindiProduct(page, origin, PRODUCTS.holi);
    const details = page.getByRole('region', { name: 'प्रोफ़ाइल विवरण' });
    await expect(details.getByRole('term')).toContainText(['नाम', 'साइज़', 'रंग', 'रेटिंग', 'बैज', 'ख़ास बात', 'श्रेणी']);
    await expectNoEnglish(details, 'the profile details');

    await page.goto(`${origin}/hi/products-section2/101?price=-1500&discount=10&instock=1`, nav);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('list', { name: 'लागू फ़िल्टर' }).getByRole('link', { name: 'फ़िल्टर ₹1,500 से कम हटाएँ' })).toBeVisible(nav);
    await page
      .getByRole('button', { name: /^फ़िल्टर/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'फ़िल्टर' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'कीमत', exact: true })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'उपलब्धता' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'बंद करें' })).toBeVisible();
    await expectNoEnglish(drawer, 'the filters drawer');
    await expectNoOverflow(page);
    await keepViewportScreenshot(page, testInfo, 'hi-listing-filters-390');
  });
});
