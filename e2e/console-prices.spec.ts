import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { addAddress, addToCart, registerShopper, signInContext, tokenCookie } from './account-helpers';
import { consoleAxeViolations, consoleToken, signInToConsole } from './console-support';
import { keepScreenshot } from './screenshots';

const nav = { timeout: 30_000 };
const SCREENS = '/work/notes/screens';

/** Products other journeys use by name: this one leaves them alone. */
const TAKEN = [
  'holi-t-shirt',
  'rasoi-pro-block-printed-velvet-cushion-cover-16x16-0018',
  'moradabad-metals-striped-cotton-towel-set-of-4-004e',
  'khel-khilona-plush-elephant-soft-toy-000l',
];

interface Card {
  id: number;
  ASIN: string;
  name: string;
  sizes: unknown[];
  quantity: number;
  recommendedSellingPrice: number;
}

/** An unsized product in stock that no other journey names (the demo catalogue is the same on every run). */
async function quietProduct(request: APIRequestContext): Promise<Card> {
  const response = await request.post('/api/GetProductPage', { data: { kind: 'group', id: 6, page: 2, page_size: 60 } });
  expect(response.ok()).toBe(true);
  const cards = ((await response.json()) as { data: Card[] }).data;
  const card = cards.find((c) => c.sizes.length === 0 && c.quantity >= 5 && !TAKEN.includes(c.ASIN));
  expect(card, 'an unsized product in stock').toBeTruthy();
  return card!;
}

async function screen(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/prices-${testInfo.project.name}-${name}.png`, fullPage: true });
  await keepScreenshot(page, testInfo, `prices-${name}`);
}

/** The digits of a price as the shop shows them (₹1,299). */
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

test.describe('the console: prices', () => {
  test.describe.configure({ mode: 'serial' });

  test('a 20% markup reprices the product page, the cart and a new COD order; a price below the supplier’s is refused', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const product = await quietProduct(request);
    await signInToConsole(page);
    const token = await consoleToken(page);
    try {
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Prices', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible(nav);
      await expect(page.getByTestId('price-row').first()).toBeVisible();
      expect(await consoleAxeViolations(page)).toEqual([]);
      await screen(page, testInfo, 'list');

      // The markup, with its live example as it is typed.
      const markup = page.getByLabel('Markup on the supplier’s price (%)');
      await expect(markup).toHaveValue('0');
      await markup.fill('20');
      await expect(page.getByText('A product the supplier sells at ₹500 sells at ₹600.')).toBeVisible();
      await page.getByRole('button', { name: 'Save markup' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Markup set to 20%.' })).toBeVisible(nav);

      // The product's row says what it now sells at.
      await page.getByLabel('Search', { exact: true }).fill(product.ASIN);
      await page.getByRole('button', { name: 'Show products' }).click();
      const row = page.getByTestId('price-row').filter({ hasText: product.ASIN });
      await expect(row).toHaveCount(1, nav);
      const atMarkup = (await row.locator('dt', { hasText: 'At your markup' }).locator('+ dd').textContent())!.trim();
      const price = Number(atMarkup.replace(/[₹,]/g, ''));
      const supplier = Number((await row.locator('dt', { hasText: 'Supplier price' }).locator('+ dd').textContent())!.replace(/[₹,]/g, ''));
      expect(price).toBe(Math.round(supplier * 1.2));
      await screen(page, testInfo, 'markup-20');

      // A price below the supplier's: the platform's message on the field, and nothing saved.
      const own = row.getByLabel(/^Your selling price/);
      await own.fill('1');
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(row.getByText(/^The selling price cannot be below the supplier price of ₹[\d,.]+\.$/)).toBeVisible(nav);
      await expect(own).toHaveAttribute('aria-invalid', 'true');
      await expect(own).toHaveValue('1');
      await screen(page, testInfo, 'below-supplier');
      await page.reload();
      await expect(page.getByTestId('price-row').filter({ hasText: product.ASIN }).getByText('Own price', { exact: true })).toHaveCount(0);

      // The shop's product page.
      await page.goto(`/product/${product.ASIN}`);
      await expect(page.getByTestId('product-price')).toContainText(rupees(price), nav);

      // A shopper's cart and a new cash-on-delivery order at that price.
      const shopper = await registerShopper(request, 'prices');
      await signInContext(page, shopper);
      const shopperToken = await tokenCookie(page.context());
      await addAddress(request, shopperToken, shopper);
      await addToCart(request, shopperToken, [{ prod_id: product.id, unit: 1, cart_size: '' }]);
      await page.goto('/addcart');
      await expect(
        page
          .getByTestId('cart-line')
          .filter({ hasText: product.name.slice(0, 20) })
          .getByTestId('line-price'),
      ).toContainText(rupees(price), nav);
      await page.goto('/checkout2');
      await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible(nav);
      await expect(page.getByTestId('summary-line-price').first()).toContainText(rupees(price));
      await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
      const code = (await page.getByTestId('captcha-code').textContent())!.trim();
      await page.getByLabel('Enter the code').fill(code);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-confirmation\?order=/, nav);
      await expect(page.getByTestId('confirmation-total')).toHaveText(rupees(price + product.recommendedSellingPrice));

      // Back to no markup, through the form: the other journeys share this shop.
      await page.goto('/admin/prices');
      await page.getByLabel('Markup on the supplier’s price (%)').fill('0');
      await page.getByRole('button', { name: 'Save markup' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Markup set to 0%.' })).toBeVisible(nav);
    } finally {
      const reset = await request.post('/api/console/prices/markup', { headers: { authorization: `Bearer ${token}` }, data: { markup: 0 } });
      expect(reset.ok(), await reset.text()).toBe(true);
    }
  });
});
