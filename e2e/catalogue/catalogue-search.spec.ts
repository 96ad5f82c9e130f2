import { expect, test, type Page } from '@playwright/test';
import { NAV, cardNames, collectConsoleErrors, expectAccessible, isPhone, openFilters, origin, revealImages } from '../support/catalogue-support';
import { keepScreenshot } from '../support/screenshots';

async function searchFromHeader(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true }).first();
  await box.fill(text);
  await box.press('Enter');
}

test.describe('search', () => {
  test('“shirt” from the header finds shirts, rendered from the URL', async ({ page }, testInfo) => {
    test.slow(); // screenshots and accessibility scans on both widths
    const errors = collectConsoleErrors(page);
    await page.goto(`${origin}/`);
    await searchFromHeader(page, 'shirt');
    await expect(page).toHaveURL(`${origin}/Product-Serach/shirt`, NAV);
    await expect(page).toHaveTitle('shirt | localhost');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('shirt');
    const names = await cardNames(page.getByTestId('product-grid'));
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => /shirt/i.test(name)).length).toBe(names.length);
    await expect(page.getByTestId('search-corrected')).toHaveCount(0);
    await revealImages(page);
    await keepScreenshot(page, testInfo, 'search-shirt');
    await expectAccessible(page);
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    }

    // Reloading the address renders the same results on the server (nothing rides on navigation state).
    await page.reload();
    expect(await cardNames(page.getByTestId('product-grid'))).toEqual(names);
    expect(errors).toEqual([]);
  });

  test('a misspelling, “t-shrit”, still finds T-shirts', async ({ page }, testInfo) => {
    await page.goto(`${origin}/products-section2/101`);
    await searchFromHeader(page, 't-shrit');
    await expect(page).toHaveURL(`${origin}/Product-Serach/t-shrit`, NAV);
    await expect(page.getByTestId('search-corrected')).toHaveText('Showing results for t shirt · Search instead for t-shrit');
    const names = await cardNames(page.getByTestId('product-grid'));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /t-shirt/i.test(name)).length).toBeGreaterThan(names.length / 2);
    await keepScreenshot(page, testInfo, 'search-misspelt');
  });

  test('narrows results to a category and a price band', async ({ page }, testInfo) => {
    await page.goto(`${origin}/Product-Serach/shirt`);
    const filters = await openFilters(page, testInfo);
    const kids = filters.getByRole('link', { name: /^Kids' Clothing/ });
    const count = Number(await kids.locator('span').last().innerText());
    await kids.click();
    await expect(page).toHaveURL(/\?cat=106$/, NAV);
    await expect(page.getByTestId('listing-count')).toHaveText(`${count} ${count === 1 ? 'result' : 'results'}`, { timeout: 20_000 });
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(count, 24));

    const again = await openFilters(page, testInfo);
    await again.getByRole('link', { name: '₹100 – ₹1,000' }).click();
    await expect(page).toHaveURL(/\?cat=106&price=100-1000$/, NAV);
    await keepScreenshot(page, testInfo, 'search-narrowed');
  });

  test('a search with no results shows Product Not Found', async ({ page }, testInfo) => {
    await page.goto(`${origin}/`);
    await searchFromHeader(page, 'xqzvvbnm');
    await expect(page).toHaveURL(`${origin}/Product-Serach/xqzvvbnm`, NAV);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await keepScreenshot(page, testInfo, 'search-not-found');
    await expect(page.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(`${origin}/`, NAV);

    await page.goto(`${origin}/ProductNotFound`);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Products' })).toBeVisible();
  });
});
