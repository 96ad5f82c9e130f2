import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cartRow, keep, summaryValue } from '../support/cart-support';
import { productPriced } from '../checkout/coupon-support';

// The cart, the wishlist and recently viewed products in Hindi, at 390 px: a product added from its Hindi page, the
// cart's Hindi labels and ₹ totals, a quantity changed, the demo coupon WELCOME10 and two refused codes with their
// Hindi reasons, a line removed, the empty cart; a product hearted on its Hindi page, then moved from /hi/wishlist to
// the cart. No English word of these screens' namespaces is left on any of them.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'A phone journey: the phone project runs it at 390 px.');

const nav = { timeout: 30_000 };
const NAMESPACES = ['Cart', 'Wishlist', 'RecentlyViewed', 'Offers'] as const;
type Catalogue = Record<string, unknown>;
const read = (language: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${language}.json`), 'utf8')) as Catalogue;

/** Every text of a namespace, by key ('platform.maxQuantity' → 'Maximum quantity reached!'). */
function texts(messages: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages as Catalogue)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [inner, text] of texts(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

/** The English texts of our namespaces that Hindi says otherwise, as patterns ({name} matches any words; plurals skipped). */
const ENGLISH: { text: string; pattern: RegExp }[] = (() => {
  const [en, hi] = [read('en'), read('hi')];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return NAMESPACES.flatMap((namespace) => {
    const hindi = texts(hi[namespace]);
    return [...texts(en[namespace])]
      .filter(([key, text]) => hindi.get(key) !== text && !text.includes(', plural,'))
      .map(([, text]) => ({
        text,
        pattern: new RegExp(
          `(^|[^A-Za-z])${text
            .split(/\{\w+\}/)
            .map(escape)
            .join('.+?')}($|[^A-Za-z])`,
        ),
      }));
  });
})();

async function expectNoEnglish(page: Page): Promise<void> {
  const visible = await page.locator('body').innerText();
  expect(ENGLISH.filter(({ pattern }) => pattern.test(visible)).map(({ text }) => text)).toEqual([]);
}

async function expectHindi(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
/** The last rupee figure of a text ("WELCOME10 लागू हो गया: आपकी बचत ₹1,087" → 1087). */
const figure = (text: string | null) => Number(/₹([\d,]+)(?!.*₹)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? 0);

async function openHindiCart(page: Page): Promise<void> {
  await page.goto('/hi/addcart');
  await expect(page.getByTestId('cart-skeleton')).toHaveCount(0, nav);
  await expect(page.getByRole('heading', { level: 1, name: /^शॉपिंग कार्ट/ })).toBeVisible();
  await expectHindi(page);
}

async function applyCode(page: Page, code: string): Promise<void> {
  const row = page.getByTestId('coupon-row');
  await row.getByLabel('कूपन कोड').fill(code);
  await row.getByRole('button', { name: 'लगाएँ', exact: true }).click();
}

test.describe('हिन्दी: the cart, wishlist and recently viewed', () => {
  test('a cart in Hindi: a line with Hindi labels and ₹ totals, quantity, coupons applied and refused, removal, empty', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    // Between ₹499 and ₹998 a unit: WELCOME10 applies (₹499 or more), FLAT100 wants ₹999 and says how much is missing.
    const { product, size } = await productPriced(request, 499, 998, 2);

    await page.goto(`/hi/product/${product.ASIN}`);
    await expectHindi(page);
    if (size) await page.getByRole('radio', { name: size, exact: true }).click();
    await page.getByRole('button', { name: 'कार्ट में जोड़ें', exact: true }).filter({ visible: true }).first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('1', nav);

    await openHindiCart(page);
    await expect(page).toHaveTitle(/^आपका कार्ट \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('शॉपिंग कार्ट(1 उत्पाद)');
    const row = cartRow(page, product.name);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('स्टॉक में है')).toBeVisible();
    await expect(row.getByText('#1 बेस्ट सेलर')).toBeVisible();
    if (size) await expect(row.getByTestId('line-size')).toHaveText(size);
    await expect(page.getByRole('navigation', { name: 'चेकआउट के चरण' })).toContainText('कार्ट');
    await expect(page.getByText('100% सुरक्षित')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'कीमत की जानकारी' })).toBeVisible();
    await expect(summaryValue(page, 'सबटोटल (1 आइटम)')).toHaveText(rupees(product.discountPrice), nav);
    const delivery = product.recommendedSellingPrice;
    await expect(summaryValue(page, 'डिलीवरी शुल्क')).toHaveText(delivery ? rupees(delivery) : 'मुफ़्त');
    await expect(summaryValue(page, 'कुल राशि')).toHaveText(rupees(product.discountPrice + delivery));
    await expect(page.getByTestId('cart-bar-total')).toContainText('कुल (1 आइटम)');
    await expect(page.getByRole('button', { name: 'ऑर्डर करें' }).filter({ visible: true })).toHaveCount(1);
    // The shop's coupons, said in Hindi.
    const coupons = page.getByTestId('coupon-row');
    await expect(coupons.getByRole('heading', { name: 'कूपन लगाएँ' })).toBeVisible();
    await expect(coupons.getByText('उपलब्ध ऑफ़र')).toBeVisible(nav);
    await expect(coupons.getByText('₹200 तक 10% की छूट')).toBeVisible();
    await expect(coupons.getByText('₹499 या उससे ज़्यादा के कार्ट पर · हर ग्राहक के लिए एक बार')).toBeVisible();
    await expectNoEnglish(page);
    await keep(page, testInfo, 'hindi-cart-line');

    // Refused codes: why, in Hindi.
    await applyCode(page, 'NOPE42');
    await expect(page.getByTestId('coupon-message')).toHaveText('यह कूपन कोड मान्य नहीं है।');
    await applyCode(page, 'FLAT100');
    await expect(page.getByTestId('coupon-message')).toHaveText(
      `FLAT100 इस्तेमाल करने के लिए ${rupees(999 - product.discountPrice)} का सामान और जोड़ें`,
      nav,
    );
    await expect(page.getByTestId('saving-coupon')).toHaveCount(0);
    await expectNoEnglish(page);
    await keep(page, testInfo, 'hindi-cart-coupon-refused');

    // WELCOME10: the platform's saving, on its Hindi row.
    await applyCode(page, 'WELCOME10');
    const applied = page.getByTestId('coupon-applied');
    await expect(applied).toHaveText(/^WELCOME10 लागू हो गया: आपकी बचत ₹[\d,]+$/, nav);
    const saving = figure(await applied.textContent());
    expect(saving).toBeGreaterThan(0);
    await expect(summaryValue(page, 'कूपन WELCOME10')).toHaveText(`−${rupees(saving)}`);
    await expect(summaryValue(page, 'कुल राशि')).toHaveText(rupees(product.discountPrice + delivery - saving));
    await expectNoEnglish(page);
    await keep(page, testInfo, 'hindi-cart-coupon-applied');

    // Two units: the totals follow (the coupon's saving is the platform's again).
    await row.getByRole('button', { name: `${product.name} की संख्या बढ़ाएँ` }).click();
    await expect(row.getByTestId('line-units')).toHaveText('2');
    await expect(summaryValue(page, 'सबटोटल (2 आइटम)')).toHaveText(rupees(2 * product.discountPrice), nav);
    await expect(page.getByTestId('cart-bar-total')).toContainText('कुल (2 आइटम)');
    await expect(applied).toHaveText(/^WELCOME10 लागू हो गया: आपकी बचत ₹[\d,]+$/, nav);
    const savingOfTwo = figure(await applied.textContent());
    await expect(summaryValue(page, 'कुल राशि')).toHaveText(rupees(2 * product.discountPrice + 2 * delivery - savingOfTwo), nav);
    await expectNoEnglish(page);

    // A desktop look once, then back to the phone.
    await page.setViewportSize({ width: 1280, height: 900 });
    await keep(page, testInfo, 'hindi-cart-desktop');
    await expect(row.getByRole('button', { name: `${product.name} को कार्ट से हटाएँ` })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });

    // Removed: the Hindi empty cart, recently viewed products under it.
    await row.getByRole('button', { name: 'हटाएँ', exact: true }).click();
    await expect(page.getByText('कार्ट में अभी कोई उत्पाद नहीं है।')).toBeVisible(nav);
    await expect(page.getByRole('link', { name: 'खरीदारी जारी रखें' })).toHaveAttribute('href', '/hi');
    await expect(page.getByRole('heading', { name: 'हाल ही में देखे गए' })).toBeVisible(nav);
    await expectNoEnglish(page);
    await keep(page, testInfo, 'hindi-cart-empty');

    await page.getByRole('link', { name: 'सभी देखें' }).click();
    await expect(page).toHaveURL(/\/hi\/RecentlyViewed$/, nav);
    await expectHindi(page);
    await expect(page.getByRole('heading', { level: 1, name: 'हाल ही में देखे गए' })).toBeVisible();
    await expect(page.getByTestId('recently-viewed-item').first()).toBeVisible(nav);
    await page.reload();
    await expect(page).toHaveTitle(/^हाल ही में देखे गए उत्पाद \|/);
    await expect(page.getByTestId('recently-viewed-item').first()).toBeVisible(nav);
    await expectNoEnglish(page);
    await keep(page, testInfo, 'hindi-recently-viewed');
  });

  test('a product hearted on its Hindi page is on /hi/wishlist in Hindi and moves to the cart', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const { product, size } = await productPriced(request, 100, 1500, 2);

    await page.goto('/hi/RecentlyViewed');
    await expectHindi(page);
    await expect(page.getByText('आपने अभी तक कोई उत्पाद नहीं देखा है।')).toBeVisible(nav);
    await expectNoEnglish(page);
    await keep(page, testInfo, 'hindi-recently-viewed-empty');

    await page.goto('/hi/wishlist');
    await expectHindi(page);
    await expect(page.getByText('आपकी विशलिस्ट खाली है।')).toBeVisible(nav);
    await expectNoEnglish(page);
    await keep(page, testInfo, 'hindi-wishlist-empty');

    await page.goto(`/hi/product/${product.ASIN}`);
    await expectHindi(page);
    if (size) await page.getByRole('radio', { name: size, exact: true }).click();
    const heart = page.getByRole('button', { name: 'विशलिस्ट', exact: true }).filter({ visible: true }).first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/hi/wishlist');
    await expectHindi(page);
    await expect(page).toHaveTitle(/^विशलिस्ट \|/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('मेरी विशलिस्ट');
    await expect(page.getByTestId('wishlist-total')).toHaveText('(1 आइटम)', nav);
    const card = page.getByTestId('wishlist-item');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(rupees(Math.round(product.discountPrice)));
    await expect(card.getByRole('button', { name: `${product.name} को विशलिस्ट से हटाएँ` })).toBeVisible();
    await expectNoEnglish(page);
    await keep(page, testInfo, 'hindi-wishlist');

    await card.getByRole('button', { name: 'कार्ट में डालें' }).click();
    if (size) {
      const chooser = page.getByRole('dialog');
      await chooser.getByRole('radio', { name: size, exact: true }).check({ force: true });
      await keep(page, testInfo, 'hindi-wishlist-size');
      await chooser.getByRole('button', { name: 'कार्ट में डालें' }).click();
    }
    await expect(page).toHaveURL(/\/hi\/addcart$/, nav);
    await expect(page.getByTestId('toast').filter({ hasText: 'कार्ट में डाल दिया गया' })).toBeVisible(nav);
    await expect(page.getByTestId('cart-skeleton')).toHaveCount(0, nav);
    await expect(cartRow(page, product.name)).toHaveCount(1);
    await expectHindi(page);
    await expectNoEnglish(page);
    await keep(page, testInfo, 'hindi-wishlist-moved');
  });
});
