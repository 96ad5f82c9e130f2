import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots';
import { PRODUCTS, collectConsoleErrors, openProduct, visibleButton } from '../support/product-fixtures';

test.describe('product page as a whole', () => {
  for (const [label, slug] of [
    ['product-holi', PRODUCTS.holi],
    ['product-colours-video', PRODUCTS.colourVideo],
  ] as const) {
    test(`${label}: no serious or critical axe violations, no console errors`, async ({ page }, testInfo) => {
      const errors = collectConsoleErrors(page);
      await openProduct(page, slug);
      if (slug === PRODUCTS.holi) await page.getByRole('radio', { name: 'M', exact: true }).click();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, testInfo, label);
      expect(errors).toEqual([]);
    });
  }

  test('the bottom bar never covers the page’s end (phone); the side card stays in view (desktop)', async ({ page }, testInfo) => {
    await openProduct(page, PRODUCTS.holi);
    if (testInfo.project.name === 'phone') {
      const bar = page.getByTestId('mobile-buy-bar');
      await expect(bar).toBeVisible();
      await page.keyboard.press('End');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const barTop = (await bar.boundingBox())!.y;
      const lastCard = page.getByRole('region', { name: 'Similar Products' }).getByTestId('product-card').last();
      await lastCard.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const cardBottom = await lastCard.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(cardBottom).toBeLessThanOrEqual(barTop);
    } else {
      await expect(page.getByTestId('mobile-buy-bar')).toBeHidden();
      const card = page.getByRole('complementary', { name: 'Buy this product' });
      await page.getByRole('heading', { name: 'Product Description' }).scrollIntoViewIfNeeded();
      await expect(card.getByRole('button', { name: 'Buy Now' })).toBeInViewport();
      // The card sticks below the site header, not under it.
      const headerBottom = await page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const cardTop = await card.locator('> div').evaluate((el) => el.getBoundingClientRect().top);
      expect(cardTop).toBeGreaterThanOrEqual(headerBottom);
    }
  });

  test('a sold-out product offers no sale and no way to buy: no ON SALE badge, Add and Buy Now disabled', async ({ page }, testInfo) => {
    await openProduct(page, PRODUCTS.holi);
    await expect(page.getByText('ON SALE', { exact: true })).toBeVisible();

    await openProduct(page, PRODUCTS.soldOut);
    await expect(page.getByTestId('product-price')).toBeVisible();
    await expect(page.getByText('ON SALE', { exact: true })).toHaveCount(0);
    await expect(visibleButton(page, 'Out of stock')).toBeDisabled();
    await expect(visibleButton(page, 'Buy Now')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'product-sold-out');
  });
});
