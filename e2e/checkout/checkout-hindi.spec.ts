import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRODUCTS } from '../support/account-helpers';
import { shop2 } from '../support/catalogue-support';
import { keepScreenshot } from '../support/screenshots';
import { nav, shop2Shopper, textForOrder } from './checkout-support';

/**
 * The cash-on-delivery journey in Hindi, at 390 px, on shop2.localhost (Kesari Mart: a ₹49 COD fee and a code by SMS
 * for every COD order): signed in, a product added from its Hindi page, /hi/checkout2 with the address chosen and
 * कैश ऑन डिलीवरी, the order placed, confirmed with the code read from the demo outbox, and /hi/order-confirmation
 * with the ₹ total and the Hindi delivery date. Every screen is <html lang="hi-IN"> and shows none of the English of
 * its namespaces.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'A phone journey: the phone project runs it at 390 px.');

const product = PRODUCTS.cushion;

type Tree = { [key: string]: string | Tree };
const catalogue = (language: string): Tree => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${language}.json`), 'utf8')) as Tree;
const english = catalogue('en');
const hindi = catalogue('hi');

/**
 * The English words of a namespace that must not be seen on its Hindi screen: each message's literal text (without
 * its {placeholders}, plural branches and <tags>), in pieces of at least four letters, leaving out messages that read
 * the same in Hindi and pieces the Hindi keeps (brand names, COD, UPI).
 */
function englishPieces(namespace: string, leaveOut: string[] = []): string[] {
  const pieces = new Set<string>();
  const walk = (en: Tree, hi: Tree, at: string) => {
    for (const [key, value] of Object.entries(en)) {
      const name = `${at}.${key}`;
      const other = hi[key]!;
      if (leaveOut.some((prefix) => name.startsWith(prefix))) continue;
      if (typeof value !== 'string') {
        walk(value, other as Tree, name);
        continue;
      }
      if (value === other) continue;
      let text = value.replace(/<\/?\w+>/g, ' ');
      // Innermost {…} first, until no placeholder or plural is left.
      while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, '\u0000');
      for (const piece of text.split('\u0000')) {
        const trimmed = piece.replace(/^[\s.,:·()%↻-]+|[\s.,:·()%↻-]+$/g, '');
        if ((trimmed.match(/[A-Za-z]/g) ?? []).length >= 4 && !(other as string).includes(trimmed)) pieces.add(trimmed);
      }
    }
  };
  walk(english[namespace] as Tree, hindi[namespace] as Tree, namespace);
  return [...pieces];
}

/**
 * The page's words, less those other screens' namespaces speak for: the delivery check (Delivery) and the address book
 * under the checkout's address heading (the account's).
 */
async function expectNoEnglish(page: Page, pieces: string[]) {
  const text = await page.evaluate(() => {
    let words = document.body.innerText;
    for (const other of document.querySelectorAll<HTMLElement>('[data-testid="delivery-check"], #delivery-title ~ *'))
      words = words.replace(other.innerText, ' ');
    return words;
  });
  const found = pieces.filter((piece) => new RegExp(`(^|[^A-Za-z])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(text));
  expect(found, 'English of the screen’s namespace on the Hindi page').toEqual([]);
}

/** The code texted for an order, read from shop2's development outbox: a Hindi order's text is in Hindi. */
async function codeFromOutbox(request: APIRequestContext, orderId: string): Promise<string> {
  const text = await textForOrder(request, orderId);
  expect(text).toMatch(/^\d{6} आपके .* की पुष्टि का कोड है।/);
  return /^(\d{6}) /.exec(text)![1]!;
}

/** The screen reads no wider than the phone: nothing (Devanagari included) runs past 390 px. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('हिन्दी: cash on delivery from a Hindi product page to the Hindi confirmation', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const { shopper } = await shop2Shopper(page, request, 'hindi', { signInPage: '/hi/CustomerSupport' });

  // The product, from its Hindi page, into the cart.
  await page.goto(`${shop2}/hi/product/${product.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page
    .getByRole('button', { name: /कार्ट में जोड़ें$/ })
    .first()
    .click();
  await expect(
    page
      .getByText('कार्ट में जोड़ा गया')
      .or(page.getByRole('link', { name: /कार्ट देखें/ }))
      .first(),
  ).toBeVisible(nav);

  // The checkout in Hindi: address chosen, कैश ऑन डिलीवरी with its fee, the captcha typed.
  await page.goto(`${shop2}/hi/checkout2`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(/^चेकआउट \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible(nav);
  await expect(page.getByRole('heading', { name: '1. डिलीवरी का पता' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ऑर्डर सारांश' })).toBeVisible(nav);
  await expect(page.getByTestId('summary-items')).toContainText(product.name.split(' ')[0]!, nav);
  await expect(page.getByTestId('deliver-to')).toContainText(`${shopper.firstname} ${shopper.lastname} को डिलीवरी`, nav);
  // The saved address's state and country in Hindi (the platform keeps 'Karnataka', 'India').
  await expect(page.getByTestId('deliver-to')).toContainText('Bengaluru, कर्नाटक 560038, भारत');
  await expect(page.getByTestId('address-card').first()).toContainText('Bengaluru, कर्नाटक 560038');
  const promise = page.getByTestId('delivery-promise');
  await expect(promise).toHaveText(/^[^\x00-\x7F]+, \d{1,2} \S+ तक डिलीवरी$/, nav);
  const cod = page.getByRole('radio', { name: /कैश ऑन डिलीवरी/ });
  await cod.check();
  await expect(cod).toBeChecked();
  await expect(page.getByTestId('summary-cod-fee')).toHaveText('₹49', nav);
  await expect(page.getByText('₹49 का COD शुल्क लगेगा।')).toBeVisible();
  const code = page.getByTestId('captcha-code');
  await expect(code).toBeVisible(nav);
  await page.getByLabel('कोड डालें').fill((await code.textContent())!.trim());
  await expect(page.getByTestId('summary-total')).toHaveText(/^₹[\d,]+$/);
  const total = (await page.getByTestId('summary-total').textContent())!.trim();
  await expectNoEnglish(page, englishPieces('Checkout', ['Checkout.platform']));
  await expectNoOverflow(page);
  await keepScreenshot(page, testInfo, 'hindi-checkout-cod');

  // A wrong captcha is refused in Hindi, then the right one places the order.
  await page.getByLabel('कोड डालें').fill('0000' === (await code.textContent())!.trim() ? '1111' : '0000');
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'कोड गलत है। कृपया फिर से कोशिश करें।' })).toBeVisible(nav);
  await expect(code).toBeVisible(nav);
  await page.getByLabel('कोड डालें').fill((await code.textContent())!.trim());
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();

  // The confirmation in Hindi, with the code texted to the shopper.
  await expect(page).toHaveURL(/\/hi\/order-confirmation\?order=/, nav);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(/^ऑर्डर कन्फ़र्म हो गया \| /);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const form = page.getByTestId('confirm-code');
  await expect(form.getByRole('heading', { name: 'अपने ऑर्डर की पुष्टि करें' })).toBeVisible(nav);
  await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर हो गया' })).toBeVisible();
  await expect(page.getByTestId('confirmation-payment')).toHaveText('कैश ऑन डिलीवरी');
  await expect(page.getByText('Bengaluru, कर्नाटक 560038', { exact: true })).toBeVisible();
  await expect(page.getByTestId('confirmation-total')).toHaveText(total);
  await expect(page.getByTestId('confirmation-delivery-by')).toHaveText(/^[^\x00-\x7F]+, \d{1,2} \S+ तक डिलीवरी$/);
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^\d+ सेकंड में दोबारा भेजें$/);
  await expectNoEnglish(page, englishPieces('Confirmation'));
  await expectNoOverflow(page);
  await keepScreenshot(page, testInfo, 'hindi-order-confirmation-code');

  const texted = await codeFromOutbox(request, orderId);
  const field = form.getByLabel('6 अंकों का कोड');
  await field.fill(texted === '111111' ? '222222' : '111111');
  await form.getByRole('button', { name: 'पुष्टि करें' }).click();
  await expect(page.getByTestId('code-message')).toHaveText('यह कोड सही नहीं है। 4 कोशिशें बाकी।', nav);
  await keepScreenshot(page, testInfo, 'hindi-order-confirmation-wrong-code');

  await field.fill(texted);
  await form.getByRole('button', { name: 'पुष्टि करें' }).click();
  await expect(form.getByRole('heading', { name: 'ऑर्डर कन्फ़र्म हो गया' })).toBeVisible(nav);
  await expect(page.getByTestId('code-message')).toHaveText('आपका ऑर्डर कन्फ़र्म हो गया है।');
  await expect(page.getByTestId('confirmation-total')).toHaveText(total);
  await expect(page.getByTestId('confirmation-delivery-by')).toHaveText(/तक डिलीवरी$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expectNoEnglish(page, englishPieces('Confirmation'));
  await expectNoOverflow(page);
  await keepScreenshot(page, testInfo, 'hindi-order-confirmed');
});
