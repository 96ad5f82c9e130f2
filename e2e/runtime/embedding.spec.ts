import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots';

const port = Number(process.env.E2E_PORT) || 3100;

/** The platform runs inside the storefront's process; each shop is rendered from its own host. */
const shops = [
  { host: `localhost:${port}`, name: 'Apna Bazaar', primary: '#c2185b', firstSection: 'Trending Ethnic Wear' },
  { host: `shop2.localhost:${port}`, name: 'Kesari Mart', primary: '#0f766e', firstSection: 'Kitchen Favourites' },
];

for (const shop of shops) {
  test(`${shop.host} renders ${shop.name}'s name, theme and first home section from the platform`, async ({ page }, testInfo) => {
    await page.goto(`http://${shop.host}/`);
    await expect(page).toHaveTitle(`Welcome | ${shop.host.split(':')[0]}`);
    await expect(page.getByRole('banner').getByRole('img', { name: shop.name })).toBeVisible();
    const primary = await page
      .locator('[style*="--shop-primary"]')
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--shop-primary').trim());
    expect(primary.toLowerCase()).toBe(shop.primary);
    const first = page.getByTestId('home-section').first();
    await expect(first.getByRole('heading', { level: 2 })).toContainText(shop.firstSection);
    await expect(first.getByRole('link').filter({ has: page.locator('img') })).toHaveCount(6);
    await keepScreenshot(page, testInfo, `embedding-${shop.name.toLowerCase().replace(' ', '-')}`);
  });
}
