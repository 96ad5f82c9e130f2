import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { placeCodOrder, PRODUCTS, shot } from '../support/account-helpers';
import { nav, signedInShopper } from '../checkout/checkout-support';

// The shopper's order screens in Hindi, at 390 px: My Orders, tracking, cancelling one unit of an item with a Hindi
// reason, and Order Cancelled, each with <html lang="hi-IN">, Hindi words, ₹ amounts and no English of the screens'
// own namespaces (Orders, Tracking, Cancellation) left in the page.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'A phone journey: the phone project runs it at 390 px.');

type Catalogue = Record<string, unknown>;
const en = JSON.parse(fs.readFileSync('messages/en.json', 'utf8')) as Catalogue;
const hi = JSON.parse(fs.readFileSync('messages/hi.json', 'utf8')) as Catalogue;
const NAMESPACES = ['Orders', 'Tracking', 'Cancellation'];

/** Every text of a catalogue subtree beside its Hindi twin. */
function pairs(english: unknown, hindi: unknown): [string, string][] {
  if (typeof english === 'string') return [[english, String(hindi)]];
  return Object.entries(english as Catalogue).flatMap(([key, value]) => pairs(value, (hindi as Catalogue)[key]));
}

/** The end of the {…} that opens at `start`. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** The literal words of an ICU message: its text outside arguments and tags, and the text of its plural branches. */
function literals(message: string): string[] {
  const parts: string[] = [];
  let text = '';
  for (let i = 0; i < message.length; i++) {
    const c = message[i]!;
    if (c === '<') {
      parts.push(text);
      text = '';
      i = message.indexOf('>', i);
    } else if (c === '{') {
      parts.push(text);
      text = '';
      const end = closing(message, i);
      const inner = message.slice(i + 1, end);
      const head = /^\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/.exec(inner);
      for (let k = head ? head[0].length : inner.length; k < inner.length;) {
        const open = inner.indexOf('{', k);
        if (open < 0) break;
        const close = closing(inner, open);
        parts.push(...literals(inner.slice(open + 1, close)));
        k = close + 1;
      }
      i = end;
    } else text += c === '#' ? ' ' : c;
  }
  parts.push(text);
  return parts.map((part) => part.trim()).filter((part) => (part.match(/[A-Za-z]/g) ?? []).length >= 3);
}

/** The English words of the screens' namespaces that Hindi says otherwise (brand names and codes are the same in both). */
const ENGLISH = [
  ...new Set(
    NAMESPACES.flatMap((namespace) => pairs(en[namespace], hi[namespace]))
      .filter(([english, hindi]) => english !== hindi)
      .flatMap(([english]) => literals(english)),
  ),
];

/** No English text of the screens' namespaces in `area` (a whole word or phrase; product names stay as supplied). */
async function expectNoEnglish(area: Locator): Promise<void> {
  const text = await area.innerText();
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = ENGLISH.filter((english) => new RegExp(`(^|[^A-Za-z])${escape(english)}($|[^A-Za-z])`).test(text));
  expect(found, `English left in: ${text}`).toEqual([]);
}

async function expectHindiPage(page: Page, title: RegExp): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(title);
}

const HINDI_STATUSES = Object.values((hi.Orders as Catalogue).status as Record<string, string>);
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

test('हिन्दी: My Orders, tracking, cancelling one unit with a Hindi reason and Order Cancelled, all in Hindi', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const { token } = await signedInShopper(page, request, 'orders-hindi');
  const { cushion, towels } = PRODUCTS;
  const number = await placeCodOrder(request, token, [
    { asinid: cushion.id, productcode: cushion.slug, quantity: 2, size: '' },
    { asinid: towels.id, productcode: towels.slug, quantity: 1, size: '' },
  ]);
  const placed = (await (await request.get(`/api/Get_Order?order_id=${number}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { amounts: { total: number } };
  };
  const total = placed.data.amounts.total;

  // My Orders: the heading, the card's Hindi status, payment and ₹ amounts.
  await page.goto('/hi/your-orders');
  await expectHindiPage(page, /मेरे ऑर्डर/);
  const screen = page.locator('section[aria-labelledby="account-page-title"]');
  await expect(page.getByRole('heading', { name: 'मेरे ऑर्डर', level: 1 })).toBeVisible();
  const card = page.locator(`[data-testid="order-card"][data-order="${number}"]`);
  await expect(card.getByTestId('card-order-total')).toHaveText(rupees(total), nav);
  await expect(card.getByTestId('order-status').first()).toHaveText(new RegExp(`^(${HINDI_STATUSES.join('|')})$`));
  await expect(card.getByTestId('card-payment')).toHaveText('कैश ऑन डिलीवरी');
  await expect(card).toContainText('ऑर्डर की कुल राशि');
  await expect(card).toContainText(/\d{1,2} [^\sA-Za-z0-9]+ \d{4}/); // the date in hi-IN, Latin digits
  await expect(card.getByTestId('card-price').first()).toContainText('₹');
  await expectNoEnglish(screen);
  await shot(page, testInfo, 'hindi-your-orders');

  // Tracking: the modal, then the page.
  await card.getByRole('button', { name: 'ट्रैक करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'अपना ऑर्डर ट्रैक करें' });
  await expect(dialog.getByTestId('tracking-total')).toHaveText(rupees(total), nav);
  await expectNoEnglish(dialog);
  await dialog.getByRole('link', { name: 'ट्रैकिंग पेज खोलें' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/track\\?order=${number}$`), nav);
  await expectHindiPage(page, /ऑर्डर ट्रैक करें/);
  await expect(page.getByRole('heading', { name: 'अपना ऑर्डर ट्रैक करें', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tracking-total')).toHaveText(rupees(total), nav);
  await expect(page.getByTestId('tracking-events')).toContainText('अभी नहीं');
  await expectNoEnglish(screen);
  await shot(page, testInfo, 'hindi-track');

  // The cancellation form: one of the two cushions, a Hindi reason and comment.
  await page.getByRole('link', { name: '← मेरे ऑर्डर पर वापस जाएँ' }).click();
  await card.getByTestId('order-item').filter({ hasText: cushion.name }).getByRole('link', { name: 'रद्द करें' }).click();
  await expect(page).toHaveURL(/\/hi\/cancellation-form\?item=\d+$/, nav);
  await expectHindiPage(page, /ऑर्डर रद्द करें/);
  await expect(page.getByRole('heading', { name: 'आइटम रद्द करें', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cancel-order-total')).toHaveText(rupees(total), nav);
  await page.getByLabel('कितने रद्द करने हैं').selectOption({ label: '2 में से 1' });
  await expect(page.getByTestId('cancel-amount')).toContainText('₹');
  await expect(page.getByTestId('refund-amount')).toHaveText('₹0');
  // The platform's rule in Hindi until the comment is long enough.
  await page.getByLabel('और कुछ बताना चाहें').fill('छोटा');
  await expect(page.getByText('कृपया टिप्पणी में कम से कम 10 अक्षर लिखें।')).toBeVisible();
  await page.getByRole('radio', { name: 'गलती से ऑर्डर हो गया' }).check();
  await page.getByLabel('और कुछ बताना चाहें').fill('एक कुशन ही काफ़ी है, धन्यवाद');
  await expectNoEnglish(screen);
  await shot(page, testInfo, 'hindi-cancellation-form');
  await page.getByRole('button', { name: 'रद्द करें', exact: true }).click();

  // Order Cancelled: one unit of two, the rest goes on, no refund on delivery, the net total.
  await expect(page).toHaveURL(/\/hi\/order-cancelled\?/, nav);
  await expectHindiPage(page, /ऑर्डर रद्द हुआ/);
  await expect(page.getByRole('heading', { name: 'आइटम रद्द हो गया' })).toBeVisible(nav);
  await expect(page.getByText('2 में से 1 यूनिट रद्द हो गईं')).toBeVisible();
  await expect(page.getByText('कैश ऑन डिलीवरी ऑर्डर पर रिफ़ंड नहीं होता: आपसे कोई पैसा नहीं लिया गया।')).toBeVisible();
  await expect(page.getByTestId('cancelled-rest')).toContainText('आपके ऑर्डर के बाकी आइटम (2)');
  await expect(page.getByTestId('order-cancelled')).toContainText('−₹');
  await expect(page.getByTestId('order-total')).toContainText('₹');
  await expect(page.getByTestId('order-amounts')).toContainText('रद्द (1 आइटम)');
  await expectNoEnglish(page.locator('main'));
  await shot(page, testInfo, 'hindi-order-cancelled');

  // Tracking tells the cancellation in Hindi, the reason too.
  await page.goto(`/hi/track?order=${number}`);
  await expect(page.getByTestId('tracking-events')).toContainText('आपने रद्द किया: गलती से ऑर्डर हो गया। 2 में से 1 यूनिट।', nav);
  await expectNoEnglish(screen);

  // Back at My Orders with a wide screen once: the cancelled unit, its Hindi status, the net.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/hi/your-orders');
  await expect(card.getByTestId('card-order-total-note').first()).toContainText('रद्द', nav);
  await expect(card.getByTestId('order-item').filter({ hasText: 'रद्द हो गया' })).toHaveCount(1);
  await expectNoEnglish(screen);
  await shot(page, testInfo, 'hindi-your-orders-desktop');
});
