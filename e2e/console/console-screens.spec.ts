import { expect, test, type Page } from '@playwright/test';
import { consoleAxeViolations, OPERATOR, signInToConsole } from '../support/console-support';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };

/** Opens a console page, waits for its heading, checks it with axe and keeps a screenshot. */
async function visit(page: Page, path: string, heading: RegExp | string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(nav);
  expect(await consoleAxeViolations(page), `${path}: serious or critical accessibility problems`).toEqual([]);
  // Nothing is wider than the screen: a phone never scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  await keepScreenshot(page, test.info(), name);
}

test.describe('every console screen', () => {
  test('reads well and passes axe at this width', async ({ page }) => {
    test.setTimeout(240_000);
    await signInToConsole(page);
    await visit(page, '/admin', 'Dashboard', 'console-dashboard');
    // Every section is in sight at this width: none hidden past the edge of a strip that does not look scrollable.
    const sections = page.getByRole('navigation', { name: 'Console' }).getByRole('link');
    expect(await sections.count()).toBe(9);
    for (const link of await sections.all()) await expect(link).toBeInViewport({ ratio: 1 });
    await visit(page, '/admin/orders', 'Orders', 'console-orders');

    const firstOrder = page.locator('a[href^="/admin/orders/OD"]').first();
    const orderPath = await firstOrder.getAttribute('href');
    expect(orderPath).toMatch(/^\/admin\/orders\/OD\w+$/);
    await visit(page, orderPath!, /^Order OD/, 'console-order');
    await visit(page, `${orderPath}/invoice`, /Invoice/, 'console-invoice');
    await visit(page, `${orderPath}/packing-slip`, /Packing slip/, 'console-packing-slip');

    await visit(page, '/admin/prices', 'Prices', 'console-prices');
    await visit(page, '/admin/coupons', 'Coupons', 'console-coupons');
    await visit(page, '/admin/coupons/new', /coupon/i, 'console-coupon-new');
    await visit(page, '/admin/delivery', 'Delivery', 'console-delivery');
    await visit(page, '/admin/sections', 'Home sections', 'console-sections');
    const sectionPath = await page.locator('a[href^="/admin/sections/"]').first().getAttribute('href');
    expect(sectionPath).toMatch(/^\/admin\/sections\/\d+$/);
    await visit(page, sectionPath!, /.+/, 'console-section');
    await visit(page, '/admin/banners', 'Banners', 'console-banners');
    await visit(page, '/admin/branding', 'Branding', 'console-branding');
    await visit(page, '/admin/team', 'Team', 'console-team');
  });
  test('the operators’ catalogue screens read well and pass axe at this width', async ({ page }) => {
    test.setTimeout(180_000);
    await signInToConsole(page, OPERATOR);
    await visit(page, '/admin/catalogue', 'Catalogue', 'console-catalogue');
    await visit(page, '/admin/catalogue/new', 'New product', 'console-catalogue-new');
    await visit(page, '/admin/catalogue/holi-t-shirt', 'HOLI T-SHIRT', 'console-catalogue-product');
    await visit(page, '/admin/catalogue/categories', 'Categories', 'console-catalogue-categories');
    await visit(page, '/admin/catalogue/import', 'Import & export', 'console-catalogue-import');
  });
});
