import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { addAddress, addToCart, registerShopper, signInContext, tokenCookie } from '../support/account-helpers';
import { consoleAxeViolations, consoleToken, OWNER2, shop2, signInToConsole } from '../support/console-support';
import { collectCspViolations } from '../support/csp-violations';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };

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
  discountPrice: number;
  originalPrice: number;
  category_id: number;
}

/** Node does not resolve shop2.localhost as Chromium does: Kesari Mart's calls name its host in X-Forwarded-Host. */
const KESARI = { 'x-forwarded-host': new URL(shop2).host };

/** Every product of the demo catalogue as cards of a shop (Apna Bazaar unless `headers` name Kesari Mart). */
async function catalogueCards(request: APIRequestContext, headers: Record<string, string> = {}): Promise<Card[]> {
  const cards: Card[] = [];
  for (let group = 1; group <= 12; group++) {
    for (let page = 1; ; page++) {
      const response = await request.post('/api/GetProductPage', { headers, data: { kind: 'group', id: group, page, page_size: 60 } });
      if (!response.ok()) break;
      const { data, total } = (await response.json()) as { data: Card[]; total: number };
      cards.push(...data);
      if (page * 60 >= total) break;
    }
  }
  return cards;
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
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, testInfo, `prices-${name}`);
}

/** The digits of a price as the shop shows them (₹1,299). */
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The percent off as the spec reckons it, against the MRP. */
const percentOff = (price: number, mrp: number) => Math.round(((mrp - price) / mrp) * 100);

/** A price as the shop draws it (listing card, product page, cart line): the price, the MRP struck through, the % off. */
async function expectPrice(box: ReturnType<Page['getByTestId']>, price: number, mrp: number) {
  await expect(box.locator('p > span').first()).toHaveText(rupees(price), nav);
  if (mrp > price) {
    await expect(box.locator('s')).toHaveText(`Original price ${rupees(mrp)}`);
    await expect(box.getByText(`${percentOff(price, mrp)}% off`, { exact: true })).toBeVisible();
  } else {
    await expect(box.locator('s')).toHaveCount(0);
    await expect(box.getByText(/% off$/)).toHaveCount(0);
  }
}

test.describe('the console: prices', () => {
  test.describe.configure({ mode: 'serial' });

  test('a 20% markup reprices the product page, the cart and a new COD order; a price below the supplier’s is refused', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const violations = await collectCspViolations(page);
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

      // The shop's listing and product page: the new price, the supplier's MRP (as before the markup) struck through,
      // and the percent off reckoned against it; never a price above the MRP.
      const mrp = product.originalPrice;
      const paid = Math.min(price, mrp);
      await page.goto(`/products-section2/${product.category_id}?q=${encodeURIComponent(product.name)}`);
      await expectPrice(page.getByTestId('product-card').filter({ hasText: product.name }).getByTestId('card-price'), paid, mrp);
      await screen(page, testInfo, 'markup-20-listing');
      await page.goto(`/product/${product.ASIN}`);
      await expectPrice(page.getByTestId('product-price'), paid, mrp);

      // A shopper's cart and a new cash-on-delivery order at that price.
      const shopper = await registerShopper(request, 'prices');
      await signInContext(page, shopper);
      const shopperToken = await tokenCookie(page.context());
      await addAddress(request, shopperToken, shopper);
      await addToCart(request, shopperToken, [{ prod_id: product.id, unit: 1, cart_size: '' }]);
      await page.goto('/addcart');
      await expectPrice(
        page
          .getByTestId('cart-line')
          .filter({ hasText: product.name.slice(0, 20) })
          .getByTestId('line-price'),
        paid,
        mrp,
      );
      await page.goto('/checkout2');
      await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible(nav);
      await expect(page.getByTestId('summary-line-price').first()).toContainText(rupees(paid));
      await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
      const code = (await page.getByTestId('captcha-code').textContent())!.trim();
      await page.getByLabel('Enter the code').fill(code);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-confirmation\?order=/, nav);
      await expect(page.getByTestId('confirmation-total')).toHaveText(rupees(paid + product.recommendedSellingPrice));

      // Back to no markup, through the form: the other journeys share this shop.
      await page.goto('/admin/prices');
      await page.getByLabel('Markup on the supplier’s price (%)').fill('0');
      await page.getByRole('button', { name: 'Save markup' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Markup set to 0%.' })).toBeVisible(nav);
      // The console's forms and the storefront's pages on the way: nothing the pages' policies refuse.
      expect(violations).toEqual([]);
    } finally {
      const reset = await request.post('/api/console/prices/markup', { headers: { authorization: `Bearer ${token}` }, data: { markup: 0 } });
      expect(reset.ok(), await reset.text()).toBe(true);
    }
  });

  test('Kesari Mart’s 12% markup keeps the supplier’s MRP on its listing, product page and cart, sells no product above it, and the console says which are capped and refuses an own price above the MRP', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    // The supplier's prices are Apna Bazaar's (no markup); Kesari Mart's MRPs must be the same figures.
    const apna = new Map((await catalogueCards(request)).map((card) => [card.id, card]));
    const kesari = await catalogueCards(request, KESARI);
    expect(kesari.length).toBeGreaterThan(100);
    expect(kesari.map((card) => [card.id, card.originalPrice])).toEqual(kesari.map((card) => [card.id, apna.get(card.id)!.originalPrice]));
    expect(kesari.every((card) => card.discountPrice <= card.originalPrice)).toBe(true);
    const usable = (card: Card) => card.sizes.length === 0 && card.quantity >= 5 && !TAKEN.includes(card.ASIN);
    // One product 12% keeps under its MRP, and one it would take above: that one sells at its MRP.
    const plain = kesari.find(
      (card) => usable(card) && card.discountPrice < card.originalPrice && card.discountPrice > apna.get(card.id)!.discountPrice,
    );
    const capped = kesari.find(
      (card) => usable(card) && card.discountPrice === card.originalPrice && apna.get(card.id)!.discountPrice < card.originalPrice,
    );
    expect(plain, 'a product under its MRP at 12%').toBeTruthy();
    expect(capped, 'a product 12% would take above its MRP').toBeTruthy();

    for (const card of [plain!, capped!]) {
      await page.goto(`${shop2}/products-section2/${card.category_id}?q=${encodeURIComponent(card.name)}`);
      await expectPrice(
        page.getByTestId('product-card').filter({ hasText: card.name }).getByTestId('card-price'),
        card.discountPrice,
        card.originalPrice,
      );
      if (card === plain) await screen(page, testInfo, 'kesari-listing');
      await page.goto(`${shop2}/product/${card.ASIN}`);
      await expect(page.locator('[data-testid="purchase-options"][data-hydrated]')).toHaveCount(1, nav);
      await expectPrice(page.getByTestId('product-price'), card.discountPrice, card.originalPrice);
      await screen(page, testInfo, card === plain ? 'kesari-product' : 'kesari-product-capped');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).filter({ visible: true }).first().click();
      await expect(page.getByTestId('toast').filter({ hasText: /added to cart/i })).toBeVisible(nav);
    }
    await page.goto(`${shop2}/addcart`);
    for (const card of [plain!, capped!]) {
      const line = page.getByTestId('cart-line').filter({ hasText: card.name.slice(0, 20) });
      await expectPrice(line.getByTestId('line-price'), card.discountPrice, card.originalPrice);
    }
    await screen(page, testInfo, 'kesari-cart');

    // The console: how many products the markup caps at their MRP, and which.
    await signInToConsole(page, OWNER2, shop2);
    await page.goto(`${shop2}/admin/prices`);
    await expect(page.getByLabel('Markup on the supplier’s price (%)')).toHaveValue('12', nav);
    const note = page.getByTestId('capped-at-mrp');
    await expect(note).toHaveText(/^[\d,]+ products sell at their MRP: your price for them would be above it\. Show them$/);
    const count = Number((await note.textContent())!.replace(/^([\d,]+).*$/s, '$1').replace(/,/g, ''));
    expect(count).toBeGreaterThan(1);
    await screen(page, testInfo, 'kesari-capped-note');
    await note.getByRole('link', { name: 'Show them' }).click();
    await expect(page).toHaveURL(/filter=capped/, nav);
    await expect(page.getByRole('status').filter({ hasText: `${count.toLocaleString('en-IN')} products` })).toBeVisible(nav);
    await expect(page.getByTestId('price-row').first().getByText('Capped at MRP', { exact: true })).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(capped!.ASIN);
    await page.getByRole('button', { name: 'Show products' }).click();
    const cappedRow = page.getByTestId('price-row').filter({ hasText: capped!.ASIN });
    await expect(cappedRow).toHaveCount(1, nav);
    await expect(cappedRow.getByText('Capped at MRP', { exact: true })).toBeVisible();
    await expect(cappedRow.locator('dt', { hasText: 'MRP' }).locator('+ dd')).toHaveText(rupees(capped!.originalPrice));
    await expect(
      cappedRow.getByText(new RegExp(`^Capped at the MRP: shoppers pay ${rupees(capped!.originalPrice)}, not ₹[\\d,]+\\.$`)),
    ).toBeVisible();
    expect(await consoleAxeViolations(page)).toEqual([]);
    await screen(page, testInfo, 'kesari-capped-list');

    // An own price above the MRP: refused, naming the MRP, and nothing saved.
    await page.goto(`${shop2}/admin/prices?q=${plain!.ASIN}`);
    const row = page.getByTestId('price-row').filter({ hasText: plain!.ASIN });
    await expect(row).toHaveCount(1, nav);
    const own = row.getByLabel(/^Your selling price/);
    await own.fill(String(plain!.originalPrice + 1));
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText(`The selling price cannot be above the MRP of ${rupees(plain!.originalPrice)}.`, { exact: true })).toBeVisible(nav);
    await expect(own).toHaveAttribute('aria-invalid', 'true');
    await screen(page, testInfo, 'kesari-above-mrp');
    await page.reload();
    await expect(page.getByTestId('price-row').filter({ hasText: plain!.ASIN }).getByText('Own price', { exact: true })).toHaveCount(0, nav);

    // Saving the markup says how many products it caps.
    await page.getByRole('button', { name: 'Save markup' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: `Markup set to 12%. A product the supplier sells at ₹500 now sells at ₹560. ${count.toLocaleString('en-IN')} products would sell above their MRP at 12%, so they sell at their MRP.`,
      }),
    ).toBeVisible(nav);
  });
});
