import { expect, test, type Page } from '@playwright/test';
import { PRODUCTS, openProduct, port, toast, visibleButton } from '../support/product-fixtures';

const adminKey = process.env.E2E_ADMIN_KEY ?? 'e2e-admin-key';

/** Registers a new shopper of the demo shop and signs the page's browser in (the httpOnly token cookie). */
async function signIn(page: Page) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `buy-now-${unique}@example.com`;
  const password = 'Buynow@2024';
  const registered = await page.request.post(`http://localhost:${port}/api/insert_customer`, {
    data: { firstname: 'Meera', lastname: 'Iyer', email, mobileno: `9${unique.slice(-9)}`, password },
  });
  expect((await registered.json()).status).toBe('true');
  const session = await page.request.post(`http://localhost:${port}/store/session`, { data: { username: email, password } });
  expect(session.ok()).toBe(true);
}

test.describe('Buy Now when signed in', () => {
  test('prepares the checkout and goes to it with the product, size and units', async ({ page }) => {
    await signIn(page);
    await openProduct(page, PRODUCTS.holi);
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await visibleButton(page, 'Buy Now').click();
    await page.waitForURL(/\/checkout2\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ productID: '1', size: 'M', units: '2' });
    expect(await page.evaluate(() => localStorage.getItem('productID'))).toBe('1');
  });

  test('shows the platform’s refusal, and a network failure, without leaving the page', async ({ page }, testInfo) => {
    // Each project empties its own size, so the two can run side by side.
    const size = testInfo.project.name === 'desktop' ? 'S' : 'L';
    const setStock = async (units: number) => {
      const send = () =>
        page.request.post(`http://localhost:${port}/api/admin/product`, {
          headers: { 'X-Admin-Key': adminKey },
          data: { ASIN: PRODUCTS.buyNowRefused, stock: { [size]: units } },
        });
      // A kept-alive connection the server has just closed can reset once; the back office call is idempotent.
      const answer = await send().catch(send);
      expect(answer.ok()).toBe(true);
    };
    await signIn(page);
    await setStock(5);
    await openProduct(page, PRODUCTS.buyNowRefused);
    await page.getByRole('radio', { name: size, exact: true }).click();
    // The last of the size sells while the shopper looks at the page.
    await setStock(0);
    await visibleButton(page, 'Buy Now').click();
    await expect(toast(page).filter({ hasText: `is out of stock in size ${size}.` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${PRODUCTS.buyNowRefused}$`));

    if (testInfo.project.name === 'desktop') {
      await page.route('**/store/checkout/prepare', (route) => route.abort('internetdisconnected'));
      await page.getByRole('radio', { name: 'M', exact: true }).click();
      await visibleButton(page, 'Buy Now').click();
      await expect(toast(page).filter({ hasText: 'Failed to process your request. Please try again.' })).toBeVisible();
    }
  });
});
