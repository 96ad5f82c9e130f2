import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { NAV, cardNames, collectConsoleErrors, expectAccessible, isPhone, openFilters, origin, revealImages } from '../support/catalogue-support';
import { keepScreenshot } from '../support/screenshots';

const LISTING = '/products-section2/101';

/** A filter value's link and what it says: its label and the count of products it would give. */
async function firstValue(filters: Locator, section: string): Promise<{ link: Locator; label: string; count: number }> {
  const link = filters.getByRole('region', { name: section }).getByRole('link').first();
  const text = ((await link.textContent()) ?? '').replace('✓', '').trim();
  const match = /^(.*?)\s*\(([\d,]+)\)$/.exec(text);
  expect(match, text).not.toBeNull();
  return { link, label: match![1]!, count: Number(match![2]!.replace(/,/g, '')) };
}

async function expectCount(page: Page, count: number) {
  await expect(page.getByTestId('listing-count')).toHaveText(`${count} ${count === 1 ? 'product' : 'products'}`, { timeout: 20_000 });
  await expect(page.getByTestId('grid-skeleton')).toBeHidden();
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await keepScreenshot(page, testInfo, name);
}

test.describe('listing filters', () => {
  test('filter by size and colour from a category, share the link, clear a chip', async ({ page, browser }, testInfo) => {
    test.slow(); // several server renders, a second browser and an accessibility scan
    const errors = collectConsoleErrors(page);
    await page.goto(`${origin}${LISTING}`);
    await expect(page.getByRole('heading', { level: 1, name: "Men's Topwear" })).toBeVisible();

    let filters = await openFilters(page, testInfo);
    const size = await firstValue(filters, 'Size');
    await size.link.click();
    await expect(page).toHaveURL(new RegExp(`\\?size=${encodeURIComponent(size.label)}$`), NAV);
    await expectCount(page, size.count);

    // The sheet stays open on a phone: the colours are counted with the size chosen.
    if (!isPhone(testInfo)) filters = await openFilters(page, testInfo);
    await expect(filters.getByRole('region', { name: 'Size' }).getByRole('link', { name: size.label })).toHaveAttribute('aria-current', 'true');
    const colour = await firstValue(filters, 'Colour');
    await colour.link.click();
    await expect(page).toHaveURL(/\?size=[^&]+&colour=[^&]+$/, NAV);
    await expectCount(page, colour.count);
    const url = page.url();
    if (isPhone(testInfo)) {
      const show = page.getByRole('button', { name: `Show ${colour.count} ${colour.count === 1 ? 'product' : 'products'}` });
      await expect(show).toBeVisible();
      await shot(page, testInfo, 'filter-sheet');
      await expectAccessible(page);
      await show.click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    }
    const names = await cardNames(page);
    expect(names).toHaveLength(Math.min(colour.count, 24));

    // A filtered page is not its own canonical; two filters are not indexed.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${LISTING}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await revealImages(page);
    await shot(page, testInfo, 'listing-filtered');
    if (!isPhone(testInfo)) await expectAccessible(page);

    // The link, opened in another browser, shows the same list.
    const other = await browser.newContext();
    const shared = await other.newPage();
    await shared.goto(url);
    await expectCount(shared, colour.count);
    expect(await cardNames(shared)).toEqual(names);
    await other.close();

    // Removing the colour chip leaves the size alone.
    const chips = page.getByRole('list', { name: 'Filters in use' });
    await chips.getByRole('link', { name: `Remove filter ${colour.label}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?size=${encodeURIComponent(size.label)}$`), NAV);
    await expectCount(page, size.count);
    await expect(chips.getByRole('link', { name: `Remove filter ${colour.label}` })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('malformed and unknown filter values never fail the page and are echoed as text', async ({ page }) => {
    const response = await page.goto(`${origin}${LISTING}?size=%00&price=abc&colour=%3Cb%3EBlue%3C%2Fb%3E&discount=20`);
    expect(response?.status()).toBe(200);
    await expectCount(page, 0);
    await expect(page.getByRole('link', { name: 'Remove filter <b>Blue</b>' })).toBeVisible();
    await expect(page.locator('b', { hasText: 'Blue' })).toHaveCount(0);
  });
});
