import { expect, test } from '@playwright/test';
import {
  NAV,
  cardNames,
  cardPrices,
  collectConsoleErrors,
  expectAccessible,
  isPhone,
  openFilters,
  origin,
  revealImages,
} from '../support/catalogue-support';
import { PRODUCTS } from '../support/product-fixtures';
import { keepScreenshot } from '../support/screenshots';

/** No stock at all, and discounted (a sale nobody can buy). */
const SOLD_OUT = { slug: PRODUCTS.soldOut, name: 'Gulab Jal Co. Intense Black Almond Oil Kajal' };

test.describe('category listing', () => {
  test('filters by a price band and sorts by price, through the URL', async ({ page }, testInfo) => {
    test.slow(); // three server renders, screenshots and accessibility scans
    const errors = collectConsoleErrors(page);
    await page.goto(`${origin}/products-section2/101`);
    await expect(page.getByRole('heading', { level: 1, name: "Men's Topwear" })).toBeVisible();
    await expect(page.getByTestId('listing-count')).toHaveText('33 products');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: "Men's Fashion" })).toBeVisible();

    const filters = await openFilters(page, testInfo);
    if (isPhone(testInfo)) {
      await keepScreenshot(page, testInfo, 'listing-filters-drawer');
      await expectAccessible(page);
    }
    await filters.getByRole('link', { name: '₹100 – ₹1,000' }).click();
    await expect(page).toHaveURL(/\?price=100-1000$/, NAV);
    await expect(page.getByTestId('listing-count')).not.toHaveText('33 products', { timeout: 20_000 });
    // On a phone the filter sheet stays open while filters are chosen; its button shows the products.
    if (isPhone(testInfo)) await page.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await page.getByLabel('Sort by').selectOption('priceLowToHigh');
    await expect(page).toHaveURL(/\?price=100-1000&sort=priceLowToHigh$/, NAV);
    await expect(page.getByLabel('Sort by')).toHaveValue('priceLowToHigh');
    await expect(page.getByTestId('grid-skeleton')).toBeHidden();

    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.map((p) => p.price)).toEqual([...prices.map((p) => p.price)].sort((a, b) => a - b));
    for (const { original } of prices) expect(original >= 100 && original <= 1000).toBe(true);
    await expect(page.getByText(`${prices.length} products`)).toBeVisible();
    await revealImages(page);
    await keepScreenshot(page, testInfo, 'listing-filtered');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('pages through a group with real links; page 2 holds other products', async ({ page }, testInfo) => {
    await page.goto(`${origin}/products-section2/1?sort=priceLowToHigh`);
    await expect(page.getByRole('heading', { level: 1, name: "Men's Fashion" })).toBeVisible();
    const firstPage = await cardNames(page.getByTestId('product-grid'));
    const firstPrices = await cardPrices(page);
    expect(firstPage).toHaveLength(24);
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ });
    await expect(next).toHaveAttribute('rel', 'next');
    await expect(next).toHaveAttribute('href', '/products-section2/1?sort=priceLowToHigh&page=2');
    await next.click();
    await expect(page).toHaveURL(/sort=priceLowToHigh&page=2$/, NAV);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = await cardNames(page.getByTestId('product-grid'));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    const secondPrices = await cardPrices(page);
    expect(secondPrices[0]!.price).toBeGreaterThanOrEqual(firstPrices.at(-1)!.price);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Previous/ })).toHaveAttribute('rel', 'prev');
    await revealImages(page);
    await keepScreenshot(page, testInfo, 'listing-page-2');
  });

  test('searches by name within the list and says clearly when nothing matches', async ({ page }, testInfo) => {
    await page.goto(`${origin}/products-section2/101`);
    const box = page.getByRole('searchbox', { name: "Search in Men's Topwear" });
    await box.fill('POLO');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?q=POLO$/, NAV);
    const names = await cardNames(page.getByTestId('product-grid'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('polo');

    await page.goto(`${origin}/products-section2/101?q=zzzz-nothing`);
    await expect(page.getByTestId('listing-empty').filter({ visible: true })).toContainText('No products match these filters.');
    await keepScreenshot(page, testInfo, 'listing-empty');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/products-section2\/101$/, NAV);
    await expect(page.getByTestId('product-card')).toHaveCount(24);
  });

  test('a subcategory listing opens its category in the panel; unknown ids are not found', async ({ page }, testInfo) => {
    await page.goto(`${origin}/products-section/1005`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kurtas' })).toBeVisible();
    const filters = await openFilters(page, testInfo);
    await expect(filters.getByRole('link', { name: 'Kurtas' })).toHaveAttribute('aria-current', 'page');
    await filters.getByText("Men's Bottomwear", { exact: true }).click();
    await filters.getByRole('link', { name: 'Jeans', exact: true }).click();
    await expect(page).toHaveURL(/\/products-section\/1008$/, NAV);
    await expect(page.getByRole('heading', { level: 1, name: 'Jeans' })).toBeVisible();

    for (const path of ['/products-section/99999', '/products-section2/abc']) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    }
  });

  test('an id on the other listing route is classified and sent to its own route for good', async ({ page, request }) => {
    // The spec classifies a listing id as a category, sub-category or group by matching the loaded categories.
    const moved: [string, string, string][] = [
      ['/products-section/101', '/products-section2/101', "Men's Topwear"],
      ['/products-section/1?sort=nameAZ', '/products-section2/1?sort=nameAZ', "Men's Fashion"],
      ['/products-section2/1001', '/products-section/1001', 'T-Shirts'],
    ];
    for (const [from, to, heading] of moved) {
      const answer = await request.get(`${origin}${from}`, { maxRedirects: 0 });
      expect([301, 308], from).toContain(answer.status());
      expect(answer.headers()['location']).toBe(to);
      await page.goto(`${origin}${from}`);
      await expect(page).toHaveURL(`${origin}${to}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('card: Add on a sized product asks for its size right there, then adds it; an unsized one goes straight in; the heart saves to the wishlist', async ({
    page,
  }, testInfo) => {
    await page.goto(`${origin}/products-section/1001`);
    const holi = page.getByTestId('product-card').filter({ hasText: 'HOLI T-SHIRT' });
    await holi.getByRole('button', { name: 'Add HOLI T-SHIRT to cart' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a size' });
    await expect(chooser).toBeVisible();
    await expect(chooser).toContainText('Please select a size before proceeding!');
    await expect(chooser.getByRole('radio', { name: /^L/ })).toBeDisabled(); // L is out of stock
    const add = chooser.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeDisabled();
    await keepScreenshot(page, testInfo, 'listing-size-chooser');
    await chooser.getByText('M', { exact: true }).click();
    await add.click();
    await expect(chooser).toBeHidden();
    await expect(page.getByTestId('toast').filter({ hasText: 'Added to cart' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto(`${origin}/addcart`);
    const line = page.getByTestId('cart-line').filter({ hasText: 'HOLI T-SHIRT' });
    await expect(line.getByTestId('line-size')).toHaveText('M');
    await page.goto(`${origin}/products-section/1001`);

    const heart = holi.getByRole('button', { name: 'Wishlist HOLI T-SHIRT' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');

    // Kitchen & Dining has no sizes.
    await page.goto(`${origin}/products-section2/113`);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: /^Add .* to cart$/ }) })
      .first();
    const name = await card.getByRole('heading').innerText();
    await card.getByRole('button', { name: `Add ${name} to cart` }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Added to cart' });
    await expect(toast).toBeVisible();
    await expect(toast.locator('img')).toHaveAttribute('src', /\/uploads\//);
    // Toasts last 3 seconds: follow the link while it is there.
    await toast.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/addcart$/, NAV);
  });

  test('a sold-out product’s card says Out of stock and adds nothing', async ({ page }, testInfo) => {
    await page.goto(`${origin}/products-section/1025`);
    const card = page.getByTestId('product-card').filter({ hasText: SOLD_OUT.name });
    const button = card.getByRole('button', { name: `${SOLD_OUT.name} is out of stock` });
    await expect(button).toHaveText('Out of stock');
    await expect(button).toBeDisabled();
    await expect(card.getByRole('button', { name: /^Add / })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'listing-sold-out-card');
    await button.click({ force: true });
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('card picture steps through the product’s images on hover; links go to the product', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'hover is a pointer interaction');
    await page.goto(`${origin}/products-section/1001`);
    const card = page.getByTestId('product-card').first();
    const picture = card.locator('img').first();
    const path = async () => new URL((await picture.getAttribute('src')) ?? '', origin).pathname;
    const first = await path();
    await expect(card.getByTestId('card-image-dots').locator('span')).toHaveCount(3);
    await picture.hover();
    await expect.poll(path, { timeout: 2500 }).not.toBe(first);
    await page.mouse.move(0, 0);
    await expect.poll(path).toBe(first);
    const slug = 'holi-t-shirt';
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', `/product-category/${slug}`);
    await expect(card.locator(`a[href="/product-categoryy/${slug}"]`)).toHaveCount(1);
  });

  test('the first row’s pictures load first and paint with the page; the rest wait until scrolled to', async ({ request }) => {
    const html = await (await request.get(`${origin}/products-section2/101`)).text();
    const grid = html.slice(html.indexOf('data-testid="product-grid"'));
    const pictures = [...grid.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(pictures.length).toBeGreaterThan(4);
    for (const first of pictures.slice(0, 2)) {
      expect(first).toContain('loading="eager"');
      expect(first).toContain('fetchPriority="high"');
      expect(first).toContain('decoding="sync"');
    }
    for (const later of pictures.slice(2)) {
      expect(later).toContain('loading="lazy"');
      expect(later).toContain('decoding="async"');
    }
  });

  test('a card link in view is fetched ahead; a click opens it in place, a Ctrl-click in a new tab', async ({ page, context }) => {
    const slug = 'holi-t-shirt';
    const prefetched = page.waitForRequest(
      (request) => request.url().includes(`/product-category/${slug}`) && request.headers()['next-router-prefetch'] === '1',
    );
    await page.goto(`${origin}/products-section/1001`);
    const link = page.getByTestId('product-card').first().getByRole('heading').getByRole('link');
    await expect(link).toHaveAttribute('href', `/product-category/${slug}`);
    await prefetched;

    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await expect(tab).toHaveURL(new RegExp(`/product-category/${slug}$`));
    await tab.close();
    await expect(page).toHaveURL(/\/products-section\/1001$/);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'HOLI T-SHIRT' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/product-category/${slug}$`));
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true); // no page load
  });

  test('a card link shows the product skeleton until the product page arrives', async ({ page }, testInfo) => {
    // Server answers held back 1.5 s (the page itself is loaded first), so the wait is long enough to see.
    await page.goto(`${origin}/products-section/1001`);
    await page.route(/[?&]_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('product-skeleton')).toBeVisible();
    await expect(page.getByTestId('product-grid')).toBeHidden();
    await keepScreenshot(page, testInfo, 'listing-to-product-skeleton');
    await expect(page.getByRole('heading', { level: 1, name: 'HOLI T-SHIRT' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
    await expect(page).toHaveURL(/\/product-category\/holi-t-shirt$/);
  });

  test('while a new sort is on its way, placeholder cards stand in for the old results', async ({ page }) => {
    await page.goto(`${origin}/products-section/1001`);
    await expect(page.getByTestId('grid-skeleton')).toHaveCount(0); // made in the browser, not sent with the page
    await page.route(/[?&]_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    await page.getByLabel('Sort by').selectOption('priceLowToHigh');
    await expect(page.getByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(page.getByTestId('product-grid')).toBeHidden();
    await expect(page).toHaveURL(/\?sort=priceLowToHigh$/, NAV);
    await expect(page.getByTestId('product-grid')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('grid-skeleton')).toHaveCount(0);
  });
});
