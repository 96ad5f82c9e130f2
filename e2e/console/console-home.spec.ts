import { expect, test, type Page } from '@playwright/test';
import { consoleAxeViolations, signInToConsole } from '../support/console-support';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };

/** The console's sections, top first, as their ids (each row's name field is `section-name-{id}`). */
async function consoleOrder(page: Page): Promise<number[]> {
  const ids = await page.locator('[data-testid="console-section"] input[name="name"]').evaluateAll((inputs) => inputs.map((input) => input.id));
  return ids.map((id) => Number(id.replace('section-name-', '')));
}

/** The storefront home page's sections, top first, as their ids (each heading is `home-section-{id}`). */
async function homeOrder(page: Page): Promise<number[]> {
  await page.goto('/');
  const ids = await page.locator('[data-testid="home-section"] h2').evaluateAll((headings) => headings.map((heading) => heading.id));
  return ids.map((id) => Number(id.replace('home-section-', '')));
}

test.describe('the console: dashboard and home sections', () => {
  test('the owner sees the dashboard, moves a home section up and the home page follows, then moves it back', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signInToConsole(page);

    // The dashboard: today's and the week's figures in rupees, the chart with its summary, the shipping queue.
    const week = page.getByTestId('dashboard-week');
    await expect(page.getByTestId('dashboard-today').getByText('Revenue', { exact: true })).toBeVisible();
    await expect(week.getByRole('heading', { name: 'Last 7 days' })).toBeVisible();
    // The demo shop has an online order paid two days ago, confirmed and not shipped.
    await expect(week.locator('dd').first()).not.toHaveText('0');
    await expect(week.locator('dd').nth(1)).toHaveText(/^₹[1-9]/);
    await expect(page.getByRole('img', { name: /^Revenue per day for the last 7 days/ })).toBeVisible();
    await expect(page.getByTestId('waiting-to-ship')).toContainText(/[1-9]/);
    expect(await consoleAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'console-dashboard-figures');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Home sections' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home sections' })).toBeVisible(nav);
    const before = await consoleOrder(page);
    expect(before.length).toBeGreaterThan(1);
    expect(await homeOrder(page)).toEqual(before);

    // A section holds what the home page shows: 6 products, the same number on both.
    await page.goto(`/admin/sections/${before[0]}`);
    await expect(page.getByText(/^Chosen products \(\d+ of at most 6\)$/)).toBeVisible(nav);
    await expect(page.getByText('The first 6 products of a category')).toBeVisible();
    await page.goto('/');
    for (const section of await page.getByTestId('home-section').all()) expect(await section.locator('li').count()).toBeLessThanOrEqual(6);
    await expect(page.getByTestId('home-section').first().locator('li')).toHaveCount(6);

    await page.goto('/admin/sections');
    const second = page.locator(`#section-name-${before[1]}`);
    const name = await second.inputValue();
    await page.getByRole('button', { name: `Move ${name} up` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The section moved up.' })).toBeVisible(nav);
    const moved = [before[1]!, before[0]!, ...before.slice(2)];
    await expect.poll(() => consoleOrder(page)).toEqual(moved);
    expect(await consoleAxeViolations(page)).toEqual([]);
    // Every process's home page expires with the change: the next visit shows the new order.
    expect(await homeOrder(page)).toEqual(moved);

    // Back as it was: the other journeys share the database.
    await page.goto('/admin/sections');
    await page.getByRole('button', { name: `Move ${name} down` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The section moved down.' })).toBeVisible(nav);
    await expect.poll(() => consoleOrder(page)).toEqual(before);
    expect(await homeOrder(page)).toEqual(before);
  });
  test('the owner sets the low-stock level: the dashboard lists by it, and a level that is not a number is refused in place', async ({ page }) => {
    await signInToConsole(page);
    const level = page.getByLabel('Low at (units of a size)');
    await expect(level).toHaveValue('5');
    await level.fill('-3');
    await page.getByRole('button', { name: 'Save level' }).click();
    await expect(page.getByText('The low-stock level must be a whole number of units from 0 to 1,000.')).toBeVisible(nav);
    await expect(level).toHaveValue('-3');
    try {
      await level.fill('40');
      await page.getByRole('button', { name: 'Save level' }).click();
      await expect(page.getByText('Low stock is now 40 or fewer units of a size.')).toBeVisible(nav);
      await expect(page.getByText('Sizes with 40 or fewer left', { exact: false })).toBeVisible(nav);
      const stocks = await page.getByTestId('low-stock').locator('li').allTextContents();
      expect(stocks.length).toBeGreaterThan(0);
      for (const text of stocks) expect(Number(/(\d+) left/.exec(text)?.[1] ?? 0)).toBeLessThanOrEqual(40);
    } finally {
      await level.fill('5');
      await page.getByRole('button', { name: 'Save level' }).click();
      await expect(page.getByText('Low stock is now 5 or fewer units of a size.')).toBeVisible(nav);
    }
  });
});
