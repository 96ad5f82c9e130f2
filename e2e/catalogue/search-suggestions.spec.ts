import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { NAV, cardNames, collectConsoleErrors, expectAccessible, origin } from '../support/catalogue-support';
import { OPERATOR, signInToConsole } from '../support/console-support';

/** The screen as the shopper sees it (the viewport: the suggestions under the box), kept with the test. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true }).first();

test.describe('search suggestions and spellings', () => {
  test('suggestions load only once the box is focused, and the keyboard picks one', async ({ page }, testInfo) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    const scripts: string[] = [];
    const suggestionCalls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url().includes('/store/search-suggestions')) suggestionCalls.push(request.url());
    });
    await page.goto(`${origin}/products-section2/101`, { waitUntil: 'networkidle' });
    const loaded = scripts.length;
    expect(suggestionCalls).toEqual([]);

    const box = searchBox(page);
    await box.focus();
    // The suggestions' code comes with the focus, not with the page.
    await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.pressSequentially('kurt');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /suggestions?\. Use the up and down arrows/ })).toHaveCount(1);
    const options = list.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    const labels = (await options.allTextContents()).map((label) => label.toLowerCase());
    expect(labels.every((label) => label.includes('kurt'))).toBe(true);
    expect(labels[0]).toContain('category');

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await shot(page, testInfo, 'header-suggestions');
    await expectAccessible(page);

    // Escape closes the list and leaves the words; an arrow opens it again.
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('kurt');
    await box.press('ArrowDown');
    await expect(list).toBeVisible();

    // The first product: down to it, Enter opens its page.
    const firstProduct = labels.findIndex((label) => !label.includes('category'));
    expect(firstProduct).toBeGreaterThan(0);
    for (let i = 0; i < firstProduct; i++) await box.press('ArrowDown');
    const productOption = options.nth(firstProduct);
    await expect(productOption).toHaveAttribute('aria-selected', 'true');
    const name = (await productOption.textContent())!.trim();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/, NAV);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, NAV);
    expect(errors).toEqual([]);
  });

  test('a typo still suggests, and a click on a category opens it', async ({ page }) => {
    await page.goto(`${origin}/`);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('lehnga');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list).toBeVisible();
    const category = list.getByRole('option').filter({ hasText: 'Category' }).first();
    await expect(category).toContainText('Lehengas');
    await category.click();
    await expect(page).toHaveURL(/\/products-section2?\/\d+$/, NAV);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lehengas');
  });

  test('“sari” finds the sarees, with no “Showing results for zari”', async ({ page }, testInfo) => {
    await page.goto(`${origin}/`);
    const box = searchBox(page);
    await box.fill('sari');
    await box.press('Enter');
    await expect(page).toHaveURL(`${origin}/Product-Serach/sari`, NAV);
    const names = await cardNames(page.getByTestId('product-grid'));
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/saree/i);
    await expect(page.getByTestId('search-corrected')).toHaveCount(0);
    await expect(page.getByText(/Showing results for/)).toHaveCount(0);
    await shot(page, testInfo, 'search-sari');
  });

  test('a corrected search offers the search for exactly what was typed', async ({ page }, testInfo) => {
    await page.goto(`${origin}/Product-Serach/kurtaa`);
    const corrected = page.getByTestId('search-corrected');
    await expect(corrected).toContainText('Showing results for kurta');
    await expect(corrected).toContainText('Search instead for kurtaa');
    expect((await cardNames(page.getByTestId('product-grid')))[0]).toMatch(/kurta/i);
    await shot(page, testInfo, 'search-corrected');
    await expectAccessible(page);

    await corrected.getByRole('link', { name: 'kurtaa' }).click();
    await expect(page).toHaveURL(`${origin}/Product-Serach/kurtaa/as-typed`, NAV);
    await expect(page.getByText('We couldn’t find anything for')).toBeVisible();
    await expect(page.getByTestId('search-corrected')).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('kurtaa');
  });

  test('the operator’s search words page saves the list, and searches use it at once', async ({ page }, testInfo) => {
    test.slow();
    await signInToConsole(page, OPERATOR);
    await page.goto(`${origin}/admin/catalogue/search-words`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search words' })).toBeVisible();
    const box = page.getByLabel(/Synonyms, one line each/);
    const original = await box.inputValue();
    expect(original).toContain('saree = sari');
    try {
      await box.fill(`${original}\nkurta = jhabla`);
      await page.getByRole('button', { name: 'Save search words' }).click();
      await expect(page.getByRole('status').filter({ hasText: /“kurta” is already on line 2/ })).toBeVisible();
      await shot(page, testInfo, 'console-search-words-refused');

      await box.fill(original.replace('kurta = kurtha, kurtas', 'kurta = kurtha, kurtas, jhabla'));
      await page.getByRole('button', { name: 'Save search words' }).click();
      await expect(page.getByRole('status').filter({ hasText: /lines saved: searches use them now/ })).toBeVisible();
      await expect(box).toHaveValue(/kurta = kurtha, kurtas, jhabla/);
      await shot(page, testInfo, 'console-search-words');

      const shopper = await page.context().newPage();
      await shopper.goto(`${origin}/Product-Serach/jhabla`);
      const names = await cardNames(shopper.getByTestId('product-grid'));
      expect(names.length).toBeGreaterThan(0);
      expect(names[0]).toMatch(/kurta/i);
      await expect(shopper.getByTestId('search-corrected')).toHaveCount(0);
      await shopper.close();
    } finally {
      await box.fill(original);
      await page.getByRole('button', { name: 'Save search words' }).click();
      await expect(page.getByRole('status').filter({ hasText: /lines saved/ })).toBeVisible();
    }
  });
});
